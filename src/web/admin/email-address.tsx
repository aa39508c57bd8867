// An e-mail address in an admin table's narrow column: it may wrap before its @, "N/A" when missing.

/** An e-mail address that may break before its @ in a narrow column, not inside a word. */
export function EmailAddress({ email }: { email: string }) {
  if (!email) return "N/A";
  const at = email.indexOf("@");
  return at <= 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
