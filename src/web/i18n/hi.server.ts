// Hindi's words for the storefront's catalogue and content pages (decision 0061): the English
// message (as the component writes it) → how an Indian shop would say it in Hindi. Product data
// (names, descriptions) is not here: it stays English, marked lang="en", until products carry Hindi.
// Sent to the browser as the /hi layout route's data (routes/hindi.tsx), never in a script.
export const hindi: Record<string, string> = {
};
