// What demo reviewers write, by product group and star rating. "{product}" is replaced by the
// product's name. Kept plain and specific, the way shoppers actually write.

export type ReviewGroup = "crystal" | "ritual" | "skin";

type ByRating = Record<1 | 2 | 3 | 4 | 5, ReadonlyArray<{ title: string; text: string }>>;

export const reviewTexts: Record<ReviewGroup, ByRating> = {
  crystal: {
    5: [
      {
        title: "Absolutely beautiful",
        text: "The {product} is even prettier in person. The colour is rich and the polish is lovely. It came in a cute kraft box with a card about the stone.",
      },
      {
        title: "Feels genuine",
        text: "I have bought crystals from many places and these feel real: cool to the touch, natural markings, no glassy look. Very happy with the {product}.",
      },
      {
        title: "My anxiety has eased",
        text: "I have been keeping the {product} with me for three weeks. I can't say it's magic, but I feel calmer and I sleep better with it beside me.",
      },
      {
        title: "Perfect gift",
        text: "Bought the {product} for my sister's birthday and she loved it. Packaging was gift-ready so I didn't have to wrap it.",
      },
      {
        title: "Great quality",
        text: "Sturdy, well finished and exactly as described. Delivery to Pune took four days. Will order again.",
      },
      {
        title: "Love it",
        text: "I keep the {product} with me every day. It has become a small ritual to hold it and set my intention in the morning.",
      },
      {
        title: "Worth every rupee",
        text: "Compared to mall stores this is better quality at a fair price. The stone card was a nice touch.",
      },
      {
        title: "Beautiful energy",
        text: "As soon as I opened the box I felt it. Cleansed it on the full moon and it sits on my altar now.",
      },
    ],
    4: [
      {
        title: "Very nice",
        text: "Good quality {product}. The colour is a little lighter than the photo but still lovely.",
      },
      {
        title: "Happy with it",
        text: "Nice finish and quick delivery to Bengaluru. Took one star off because the pouch was slightly crushed, the product itself was fine.",
      },
      {
        title: "Good purchase",
        text: "Exactly what I wanted. Would have liked a slightly bigger piece for the price, but the quality is good.",
      },
      {
        title: "Pretty and calming",
        text: "I keep it on my work desk. It's pretty and the stone card explains how to use it, which helped as a beginner.",
      },
      {
        title: "Nice",
        text: "The {product} is well made. Natural marks on the stone, which I like because it shows it's real.",
      },
      {
        title: "Good gift option",
        text: "Gifted it to a friend who is into crystals, she liked it. Delivery was a day later than promised.",
      },
    ],
    3: [
      {
        title: "Okay",
        text: "The {product} is fine but smaller than I expected from the pictures. Please mention sizes more clearly.",
      },
      {
        title: "Average",
        text: "Quality is decent. Colour varies from the photo, which I understand for natural stones, but it was quite different.",
      },
      {
        title: "Not bad",
        text: "Nice product but it took eight days to reach Guwahati. Customer care did reply quickly.",
      },
      { title: "Decent", text: "It's alright. I expected a bit more shine on the polish." },
    ],
    2: [
      {
        title: "Not as shown",
        text: "The {product} looked much lighter and duller than the photos. The support team offered an exchange, waiting for it.",
      },
      { title: "Disappointed", text: "One small chip on arrival. Packaging could be better for fragile items." },
    ],
    1: [
      {
        title: "Damaged in transit",
        text: "Arrived broken. Customer care has arranged a replacement, but it was a disappointing first experience.",
      },
    ],
  },
  ritual: {
    5: [
      {
        title: "My home feels lighter",
        text: "Used the {product} after we moved into our new flat. The whole place felt fresh and calm afterwards.",
      },
      {
        title: "Beautiful fragrance",
        text: "The scent is natural, not chemical at all. It fills the room without being overpowering.",
      },
      {
        title: "Lovely ritual",
        text: "I use the {product} every Sunday evening before meditation. It's become my favourite part of the week.",
      },
      { title: "Excellent quality", text: "Burns evenly and exactly as described. Packed very well, nothing broken." },
      {
        title: "Perfect housewarming gift",
        text: "Gave it to friends for their griha pravesh along with a note. They loved it.",
      },
      { title: "So calming", text: "The warm glow in the evening is so soothing. My kids ask for it at bedtime now." },
      {
        title: "Will buy again",
        text: "Second time ordering the {product}. Consistent quality and quick delivery to Hyderabad.",
      },
    ],
    4: [
      {
        title: "Very good",
        text: "Nice product, lovely smell. Wish the instructions card was a bit more detailed for first-timers.",
      },
      { title: "Good", text: "Works well. Slightly smaller than I expected, but good value overall." },
      { title: "Nice and natural", text: "Smells natural and earthy. Delivery took five days to Chennai." },
      { title: "Happy", text: "Good quality {product}. Packaging was simple but safe." },
      { title: "Pleasant", text: "Pleasant experience. The product does what it says and the scent is lovely." },
    ],
    3: [
      { title: "It's okay", text: "Fragrance is lighter than I hoped. Nice to look at though." },
      { title: "Average", text: "The {product} is fine, but I have used better ones. Good packaging." },
      { title: "Decent", text: "Took a while to reach Lucknow. Product itself is decent." },
    ],
    2: [
      {
        title: "Not great",
        text: "Didn't work as well as I expected, and the smell was faint. The team was polite when I wrote in.",
      },
    ],
    1: [
      {
        title: "Arrived damaged",
        text: "The box was crushed and the {product} was damaged. Waiting for the replacement.",
      },
    ],
  },
  skin: {
    5: [
      {
        title: "My skin loves it",
        text: "Using the {product} for a month. My skin feels soft and doesn't feel stretched after bathing like with regular soap.",
      },
      {
        title: "Smells divine",
        text: "The natural fragrance is so lovely. The whole bathroom smells good. No chemical smell at all.",
      },
      {
        title: "Best handmade soap",
        text: "I have tried many handmade brands, this is one of the best. Lathers well and lasts long.",
      },
      { title: "Cleared my skin", text: "My back acne has reduced a lot since I switched. Will keep using it." },
      { title: "Gentle and effective", text: "I have sensitive skin and it didn't irritate at all. Very happy." },
      {
        title: "Great for gifting",
        text: "Bought a few for Diwali gifting. Beautiful wrapping and everyone asked where I got them.",
      },
      {
        title: "Lasts long",
        text: "Keeping it on a draining dish like they suggest and one bar lasted me over a month.",
      },
    ],
    4: [
      {
        title: "Very nice",
        text: "Nice product, lovely texture. A bit pricey compared to market soaps, but natural ingredients make it worth it.",
      },
      { title: "Good", text: "Skin feels clean and soft. I wish the scent lasted a little longer on the skin." },
      { title: "Happy with it", text: "Good quality. Delivery was quick to Kolkata. Will try other variants." },
      { title: "Nice and gentle", text: "Gentle on my skin and my daughter's. Good for daily use." },
      { title: "Pretty good", text: "Works well in the humid weather here in Mumbai. Doesn't dry out the skin." },
    ],
    3: [
      { title: "Okay", text: "Nice but melts quickly if it stays wet. Need to keep it dry." },
      { title: "Average", text: "Didn't see much difference in my skin yet. The fragrance is nice though." },
      { title: "Decent", text: "The {product} is good but smaller than I expected for the price." },
    ],
    2: [{ title: "Not for me", text: "Caused a little dryness on my skin. Maybe my skin type. Packaging was nice." }],
    1: [
      {
        title: "Broke out",
        text: "Unfortunately my skin reacted to it. Do patch test first. Customer care was responsive.",
      },
    ],
  },
};

export const reviewerFirstNames = [
  "Aarav",
  "Ananya",
  "Priya",
  "Rohan",
  "Kavya",
  "Vikram",
  "Sneha",
  "Arjun",
  "Meera",
  "Aditya",
  "Pooja",
  "Rahul",
  "Isha",
  "Karan",
  "Nandini",
  "Siddharth",
  "Divya",
  "Harsh",
  "Ritika",
  "Manish",
  "Shreya",
  "Amit",
  "Neha",
  "Varun",
  "Tanvi",
  "Yash",
  "Aishwarya",
  "Nikhil",
  "Sanya",
  "Deepak",
  "Lakshmi",
  "Farhan",
  "Zoya",
  "Gurpreet",
  "Simran",
  "Anjali",
  "Rakesh",
  "Swati",
  "Kiran",
  "Mehul",
] as const;

export const reviewerLastNames = [
  "Sharma",
  "Iyer",
  "Patel",
  "Reddy",
  "Nair",
  "Gupta",
  "Mehta",
  "Singh",
  "Das",
  "Menon",
  "Kulkarni",
  "Joshi",
  "Banerjee",
  "Chopra",
  "Rao",
  "Agarwal",
  "Pillai",
  "Bhat",
  "Khan",
  "Kapoor",
  "Mishra",
  "Desai",
  "Shetty",
  "Saxena",
  "Chatterjee",
  "Malhotra",
  "Verma",
  "Sethi",
  "Gill",
  "Pandey",
] as const;
