// Community forum content: categories, authors, posts and their replies.
// Ids are fixed UUIDs so the seed can tell which rows it already wrote and so
// replies can point at their post. Times are relative to the moment of seeding.

export interface SeedForumCategory {
  id: string;
  name: string;
  description: string;
  color: string;
  sortOrder: number;
}

export interface SeedForumAuthor {
  id: string;
  username: string;
  isArtist: boolean;
  bio: string;
  /** Account age when seeded, in days. */
  memberForDays: number;
}

export interface SeedForumReply {
  author: string; // username
  content: string;
  /** Hours after the post was created. */
  hoursAfterPost: number;
}

export interface SeedForumPost {
  id: string;
  title: string;
  content: string;
  author: string; // username
  category: string; // category name
  isPinned?: boolean;
  isLocked?: boolean;
  likesCount: number;
  views: number;
  /** Age of the post when seeded, in days (fractions allowed). */
  daysAgo: number;
  replies: SeedForumReply[];
}

export const FORUM_CATEGORIES: SeedForumCategory[] = [
  {
    id: "6415b896-1312-4777-b3a0-03dcac79a1f0",
    name: "Aftercare Tips",
    description: "Day-by-day routines, washing and moisturizing tips, and what actually works for keeping fresh ink happy.",
    color: "#FF6B35",
    sortOrder: 1,
  },
  {
    id: "2e1e665c-0677-4bc0-8c97-41bc7d19b2d2",
    name: "Healing Questions",
    description: "Is this normal? Ask about peeling, itching, redness, cloudy skin and every other stage of healing.",
    color: "#3B82F6",
    sortOrder: 2,
  },
  {
    id: "4e802586-b102-484f-8a71-05cc1759eac3",
    name: "Artist Corner",
    description: "For tattoo artists: technique, client education and aftercare instructions that clients actually follow.",
    color: "#8B5CF6",
    sortOrder: 3,
  },
  {
    id: "98838080-f226-4c17-9a05-d7e54dfef39c",
    name: "Studio Business",
    description: "Running a shop: retail aftercare, wholesale ordering, pricing, bookings and the client experience.",
    color: "#10B981",
    sortOrder: 4,
  },
  {
    id: "0a9115d1-e1b2-4269-90fa-fb45dfa6b899",
    name: "Show Your Ink",
    description: "Share your healing and healed work, before-and-after shots and the stories behind your tattoos.",
    color: "#EC4899",
    sortOrder: 5,
  },
];

export const FORUM_AUTHORS: SeedForumAuthor[] = [
  {
    id: "3894b6e4-7986-4080-b915-e1ec2b74be96",
    username: "oldschool_ray",
    isArtist: true,
    bio: "Traditional tattooer for 20+ years. Owner of a three-chair street shop in Chicago. Bold will hold.",
    memberForDays: 410,
  },
  {
    id: "910eb20a-833d-41ff-aff4-28e7f16e4ad9",
    username: "inkmaster_jess",
    isArtist: true,
    bio: "Fine-line and micro-realism artist in Austin, TX. I answer healing questions between sessions.",
    memberForDays: 365,
  },
  {
    id: "c54efe14-3d98-41d9-8108-02e9cc56106c",
    username: "needle_and_nectar",
    isArtist: true,
    bio: "Botanical and watercolor tattoos out of Portland, OR. Plant nerd, aftercare evangelist.",
    memberForDays: 290,
  },
  {
    id: "5fdf6e8b-6be8-4e64-b642-60e8d5f0e469",
    username: "blackwork_bianca",
    isArtist: true,
    bio: "Blackwork and ornamental artist in Brooklyn. Lots of my clients are athletes, so I talk sweat a lot.",
    memberForDays: 240,
  },
  {
    id: "a0229091-255c-4a03-a30d-32efc8943e64",
    username: "sleeve_in_progress",
    isArtist: false,
    bio: "Three sessions into a botanical half-sleeve. Documenting the whole healing journey.",
    memberForDays: 150,
  },
  {
    id: "0706d290-f765-4e33-83d8-025190887120",
    username: "desert_rose_ink",
    isArtist: false,
    bio: "Phoenix, AZ. Five tattoos, all healed through brutal summers. Sunscreen is my personality now.",
    memberForDays: 120,
  },
  {
    id: "9d9a4637-71c8-4c7a-91ab-058d8336d5e5",
    username: "mountain_mike",
    isArtist: false,
    bio: "Ski patroller in Denver with a mountain range on my forearm. Winter aftercare questions welcome.",
    memberForDays: 95,
  },
  {
    id: "db864a86-1d7f-4c32-8cab-613431262bcf",
    username: "first_tattoo_finn",
    isArtist: false,
    bio: "Got my first tattoo in September and immediately started planning the second one.",
    memberForDays: 62,
  },
];

export const FORUM_POSTS: SeedForumPost[] = [
  {
    id: "d48ff8a5-85fb-4258-af7f-e670ee5f0064",
    title: "Welcome! Community guidelines and aftercare basics (read before posting)",
    content:
      "Welcome to the Verdant Ink artist community. This is a place for clients and artists to swap real aftercare experience, so a few ground rules:\n\n" +
      "1. Be kind. Everyone was a nervous first-timer once.\n" +
      "2. Your artist's instructions come first. If they gave you a routine, follow it and ask them before changing anything.\n" +
      "3. We are not doctors. Spreading redness, heat, swelling that gets worse after day 3, pus, red streaks or a fever are signs of infection: see a medical professional, don't wait for forum replies.\n" +
      "4. When asking a healing question, include the day count, placement, style and what you are washing and moisturizing with. It makes answers much better.\n\n" +
      "The basics most artists agree on: wash gently with lukewarm water and a fragrance-free soap 2-3 times a day, pat dry with a clean paper towel, apply a thin layer of ointment, keep it out of the sun and out of pools, and never pick or scratch. Most tattoos look healed on the surface in 2-4 weeks. Enjoy the forum!",
    author: "oldschool_ray",
    category: "Aftercare Tips",
    isPinned: true,
    isLocked: true,
    likesCount: 214,
    views: 5832,
    daysAgo: 59,
    replies: [],
  },
  {
    id: "52cfb791-e390-48cd-b052-356bbcd3580a",
    title: "The day-by-day healing timeline I give every client (days 1-30)",
    content:
      "I get the same questions every week, so here is the timeline I hand out after every session.\n\n" +
      "Days 1-3 (open wound): the tattoo is red, a little swollen and may weep plasma and ink. Wash 2-3 times a day, pat dry, thin layer of ointment. Sleep on clean sheets.\n\n" +
      "Days 4-14 (scabbing and peeling): light scabs form and then flake off like a sunburn. It will itch. Do NOT pick or scratch; tap it or use a cool compress instead. Keep moisturizing thinly.\n\n" +
      "Days 14-30 (cloudy skin): the top layer has closed but the tattoo can look milky or dull. This is a fresh layer of skin over the ink and it clears up over the next couple of weeks.\n\n" +
      "After 30 days: the surface is healed, deeper layers keep settling for a few more months. Sunscreen forever.\n\n" +
      "Bigger pieces, hands, feet and ribs take longer. If anything gets worse instead of better after day 3, call your artist or a doctor.",
    author: "inkmaster_jess",
    category: "Healing Questions",
    isPinned: true,
    likesCount: 187,
    views: 4410,
    daysAgo: 55,
    replies: [
      {
        author: "first_tattoo_finn",
        content: "Saving this. The cloudy skin part is exactly what freaked me out last week, thought my artist had done something wrong!",
        hoursAfterPost: 5,
      },
      {
        author: "needle_and_nectar",
        content:
          "Great write-up. I'd add that watercolor and heavy color work can look patchy during the peeling stage. Clients panic about 'missing' color on day 8 and it is almost always just dead skin sitting on top.",
        hoursAfterPost: 9.5,
      },
      {
        author: "sleeve_in_progress",
        content: "Can confirm the milky phase on my forearm lasted almost 3 weeks. It cleared up completely by week 5.",
        hoursAfterPost: 30,
      },
      {
        author: "oldschool_ray",
        content: "Pinning this one. Jess, mind if I print it for my front desk?",
        hoursAfterPost: 52,
      },
    ],
  },
  {
    id: "43cb4b30-09f7-4648-a707-e0ef2a1ca171",
    title: "Winter tattoo care: dry heat, wool sweaters and cracked skin",
    content:
      "Got a new piece on my forearm two weeks before ski season and the combination of indoor heating and cold dry air outside is brutal. The skin around the tattoo gets tight and a couple of spots started to crack along the edges of the scabs.\n\n" +
      "What has helped so far: a humidifier in the bedroom, switching to a softer cotton base layer instead of merino directly on the tattoo, and applying a thin layer of ointment after my shower instead of only in the morning and evening.\n\n" +
      "For the winter people here: do you moisturize more often in the cold, and how do you keep a jacket sleeve from rubbing all day?",
    author: "mountain_mike",
    category: "Aftercare Tips",
    likesCount: 64,
    views: 1290,
    daysAgo: 12,
    replies: [
      {
        author: "blackwork_bianca",
        content:
          "Cracking usually means it's drying out between applications. Keep the layer thin but go to 3 times a day while it's this dry. A loose cotton sleeve under the jacket is the right call; wool is scratchy on peeling skin.",
        hoursAfterPost: 3,
      },
      {
        author: "oldschool_ray",
        content: "Also: hot showers feel great in winter but they strip your skin. Lukewarm water on the tattoo and keep the shower short.",
        hoursAfterPost: 7,
      },
      {
        author: "mountain_mike",
        content: "Update: three times a day plus the humidifier and the cracks closed up within four days. Thanks all.",
        hoursAfterPost: 98,
      },
    ],
  },
  {
    id: "e74b1a80-ff45-4176-baa2-c0d99fcef5e6",
    title: "Summer healing in Phoenix: how do you keep fresh ink out of the sun?",
    content:
      "It's still over 100°F here and I just got a calf piece, so shorts are basically mandatory. I know sunscreen is a no-go until the tattoo has fully closed, so for the first couple of weeks I've been wearing loose, light linen pants and doing errands before 8am.\n\n" +
      "I'm also sweating a lot, which makes me wash it more than the usual 2-3 times. Is that a problem? And when exactly did you start using sunscreen on a new tattoo?",
    author: "desert_rose_ink",
    category: "Aftercare Tips",
    likesCount: 58,
    views: 1544,
    daysAgo: 47,
    replies: [
      {
        author: "inkmaster_jess",
        content:
          "Gently rinsing off sweat is fine, just don't scrub and always pat dry. I tell clients to wait until all the peeling is done (usually 3-4 weeks) before sunscreen, then SPF 30+ mineral sunscreen every time it's exposed.",
        hoursAfterPost: 2,
      },
      {
        author: "blackwork_bianca",
        content: "Loose light-colored clothing is the best sun protection during healing. Tight leggings trap sweat and rub the scabs off.",
        hoursAfterPost: 6,
      },
      {
        author: "desert_rose_ink",
        content: "Four weeks in and it healed bright with zero fading. Linen pants for the win.",
        hoursAfterPost: 650,
      },
    ],
  },
  {
    id: "255a48a8-f5d1-4758-9412-c3527bbbf66a",
    title: "Is heavy peeling on day 6 normal? (fine-line forearm)",
    content:
      "Day 6 on a small fine-line piece on my inner forearm. Today it started peeling in big flakes and some of the flakes have ink in them, so now the lines look patchy and lighter in places. No redness, no heat, it just itches. Did I ruin it? I've been washing twice a day and using a thin layer of ointment.",
    author: "first_tattoo_finn",
    category: "Healing Questions",
    likesCount: 12,
    views: 236,
    daysAgo: 3,
    replies: [
      {
        author: "inkmaster_jess",
        content:
          "Totally normal. The colored flakes are dead skin that had a little ink on the surface; the ink that matters sits deeper. Lines often look patchy until the cloudy stage is over. Let it flake off on its own and check again at week 4.",
        hoursAfterPost: 1.5,
      },
      {
        author: "first_tattoo_finn",
        content: "Phew. Thank you! Hands off, I promise.",
        hoursAfterPost: 2.25,
      },
    ],
  },
  {
    id: "eae48376-5b8f-4430-ac72-c477dacca277",
    title: "What I print on our studio aftercare cards (template inside)",
    content:
      "Clients forget 90% of what you say while they're still buzzing from the session, so we hand every client a card. Ours fits on one side of a 4x6:\n\n" +
      "- Leave the wrap on for the time your artist told you (2-4 hours for plastic, 3-5 days for second-skin film).\n" +
      "- Wash with clean hands, lukewarm water and fragrance-free soap. Pat dry with a paper towel.\n" +
      "- Apply a thin layer of ointment 2-3 times a day. Thin means it should not look shiny or wet.\n" +
      "- No soaking: no baths, pools, hot tubs, lakes or ocean for 2-3 weeks.\n" +
      "- No sun on the tattoo until it has fully peeled, then sunscreen forever.\n" +
      "- Don't pick, scratch or shave over it.\n" +
      "- Call us with questions. See a doctor for spreading redness, pus or fever.\n\n" +
      "Happy to share the print file if anyone wants to adapt it.",
    author: "oldschool_ray",
    category: "Artist Corner",
    likesCount: 96,
    views: 2051,
    daysAgo: 40,
    replies: [
      {
        author: "needle_and_nectar",
        content: "This is almost identical to ours. We added a QR code that links to a short washing video and it cut our 'how do I wash it' texts in half.",
        hoursAfterPost: 4,
      },
      {
        author: "blackwork_bianca",
        content: "Would love the print file. We still hand out a wall of text that nobody reads.",
        hoursAfterPost: 11,
      },
      {
        author: "oldschool_ray",
        content: "Sent it over by DM. Anyone else who wants it, just ask.",
        hoursAfterPost: 14,
      },
    ],
  },
  {
    id: "ce163680-64d5-448d-a090-7c445772c50d",
    title: "Wrap removal: second-skin film vs. plastic wrap, what do you tell clients?",
    content:
      "I switched most of my blackwork clients to adhesive second-skin film a year ago. Healing has been noticeably smoother on large pieces, but I still get a few clients with irritation around the adhesive edge. How long are you all leaving it on, and do you do a second application after the first 24 hours?",
    author: "blackwork_bianca",
    category: "Artist Corner",
    likesCount: 41,
    views: 877,
    daysAgo: 33,
    replies: [
      {
        author: "inkmaster_jess",
        content:
          "First sheet off after 24 hours (it fills with plasma), wash, then a fresh sheet for 3-4 days. Anyone with sensitive skin or an adhesive allergy gets plastic wrap and the classic routine instead.",
        hoursAfterPost: 6,
      },
      {
        author: "oldschool_ray",
        content: "Tell them to peel it off in the shower under warm water, slowly and low to the skin. Ripping it off dry is what causes most of the edge irritation.",
        hoursAfterPost: 20,
      },
    ],
  },
  {
    id: "9dae90e2-e998-4a03-8795-66ebc01a791e",
    title: "Selling aftercare at the front desk: worth it for a small studio?",
    content:
      "We're a two-artist studio and have always just told clients to 'grab something unscented'. Half of them show up at the touch-up with a tattoo that was healed under a thick layer of petroleum jelly. Has stocking an aftercare product at the front desk been worth it for you, both for healing results and as retail income? How many units do you go through a month?",
    author: "needle_and_nectar",
    category: "Studio Business",
    likesCount: 33,
    views: 702,
    daysAgo: 26,
    replies: [
      {
        author: "oldschool_ray",
        content:
          "Best decision we made. We go through about 60 jars a month with three chairs. Touch-up requests went down because people actually use what we hand them instead of whatever is in their cabinet.",
        hoursAfterPost: 8,
      },
      {
        author: "inkmaster_jess",
        content: "We include the small 1oz jar in the price of anything under 3 hours and sell the 4oz for big pieces. Clients appreciate not having to shop for it.",
        hoursAfterPost: 26,
      },
    ],
  },
  {
    id: "81a1ea3f-c7ee-4d61-9082-09845a5883a9",
    title: "Healed botanical half-sleeve after 6 weeks",
    content:
      "Session three of my half-sleeve is officially healed! Peonies, ferns and a little bee by @needle_and_nectar. I followed the wash-pat-thin-layer routine religiously and kept it covered with a loose long sleeve for the first two weeks. The shading on the ferns came through really soft and there wasn't a single patchy spot after the peeling stage. Next session in January for the top of the shoulder.",
    author: "sleeve_in_progress",
    category: "Show Your Ink",
    likesCount: 122,
    views: 1876,
    daysAgo: 20,
    replies: [
      {
        author: "needle_and_nectar",
        content: "You were a dream client and it shows. That bee healed perfectly!",
        hoursAfterPost: 3,
      },
      {
        author: "desert_rose_ink",
        content: "The shading on those ferns is unreal. Saving this for my next appointment.",
        hoursAfterPost: 17,
      },
    ],
  },
  {
    id: "e70a621f-9443-428e-9ae6-764c54211765",
    title: "Day 9 itching is driving me crazy, what actually helps?",
    content:
      "Day 9 on a small ankle piece I got while waiting for my next sleeve session. The itch is worst at night and I've caught myself scratching in my sleep. What do you do that actually helps without damaging the tattoo?",
    author: "sleeve_in_progress",
    category: "Healing Questions",
    likesCount: 27,
    views: 498,
    daysAgo: 7,
    replies: [
      {
        author: "blackwork_bianca",
        content:
          "Slap or tap it instead of scratching, keep it moisturized with a thin layer before bed, and a cool (not icy) compress over a clean paper towel helps a lot. A loose cotton sock at night so your nails can't get to it.",
        hoursAfterPost: 2,
      },
      {
        author: "mountain_mike",
        content: "Covering it at night saved me. I also kept the bedroom a bit cooler; the itch was way worse when I was warm.",
        hoursAfterPost: 12,
      },
    ],
  },
  {
    id: "0a0a69f6-ad9e-442c-8402-1ccc989feb78",
    title: "How thin is 'a thin layer'? A practical guide for clients",
    content:
      "The most common aftercare mistake I see is too much ointment. A tattoo needs to breathe; a thick greasy layer traps moisture, softens the scabs and can pull ink out when they come off.\n\n" +
      "My rule of thumb: a rice-grain-sized amount for a palm-sized area. Rub it in until it almost disappears. If the tattoo looks shiny or wet a few minutes later, you used too much: blot the excess with a clean paper towel. It should look like healthy, slightly satin skin, not a glazed donut.",
    author: "needle_and_nectar",
    category: "Aftercare Tips",
    likesCount: 76,
    views: 1633,
    daysAgo: 29,
    replies: [
      {
        author: "first_tattoo_finn",
        content: "'Not a glazed donut' is going to live in my head forever. I was definitely overdoing it the first two days.",
        hoursAfterPost: 40,
      },
    ],
  },
  {
    id: "dfc5729a-4b75-4ce0-b2e5-1596aba38968",
    title: "Sweat, gym and pools: what I tell my athlete clients",
    content:
      "Plenty of my clients train hard, so here is the schedule I give them. First 48 hours: no gym at all. Days 3-14: light training is okay if the tattoo isn't on a spot that bends or rubs against equipment; wipe the bench, wear loose clothes and rinse and pat dry right after. No swimming for at least 2-3 weeks, because pools, hot tubs and open water are full of bacteria and chlorine. Once it has finished peeling you are back to normal.",
    author: "blackwork_bianca",
    category: "Aftercare Tips",
    likesCount: 49,
    views: 963,
    daysAgo: 16,
    replies: [
      {
        author: "desert_rose_ink",
        content: "Wish I'd read this before my first tattoo. I went to a pool party on day 5 and that spot needed a touch-up.",
        hoursAfterPost: 9,
      },
    ],
  },
  {
    id: "afb70adb-c790-4acb-93ed-74cbb79eecfa",
    title: "Do color and blackwork really heal differently?",
    content:
      "Curious what other artists see. In my experience heavy black packing swells more in the first 48 hours and scabs a little thicker, while color, especially whites and yellows, looks more irritated during peeling and takes longer to settle. Fine line barely scabs at all. Are you changing your aftercare instructions by style, or giving everyone the same routine?",
    author: "inkmaster_jess",
    category: "Artist Corner",
    likesCount: 22,
    views: 341,
    daysAgo: 9,
    replies: [],
  },
  {
    id: "127105ec-861d-4579-a174-ba1652315648",
    title: "My very first tattoo: tiny wrist script, two months healed",
    content:
      "Two months ago I got my grandma's handwriting on my wrist and now that the cloudy stage is long gone the lines are crisp and dark. I was so nervous about aftercare after reading horror stories, but it was honestly easy: wash, pat dry, thin layer, repeat. My second one (the forearm piece) is mid-peel right now, so thanks to everyone who answered my panicked peeling question!",
    author: "first_tattoo_finn",
    category: "Show Your Ink",
    likesCount: 38,
    views: 214,
    daysAgo: 1.5,
    replies: [],
  },
  {
    id: "92442ad3-88d8-4dbd-8e39-b1b8fe51c58a",
    title: "Building aftercare into the tattoo price vs. selling it separately",
    content:
      "We're redoing our price sheet for next year. Right now aftercare is a separate sale at checkout and maybe half of clients buy it. I'm considering including a 1oz jar in every session price and offering the 4oz as an add-on for larger pieces. For those who bundle it: did clients notice the price change, and did your healed results improve?",
    author: "inkmaster_jess",
    category: "Studio Business",
    likesCount: 19,
    views: 388,
    daysAgo: 36,
    replies: [
      {
        author: "oldschool_ray",
        content:
          "We bundled two years ago and nobody has complained. Folding a few dollars into the session price is invisible next to the tattoo, and everyone leaves with the right product. Buying wholesale makes the numbers easy.",
        hoursAfterPost: 22,
      },
    ],
  },
];
