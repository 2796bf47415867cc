import type { TitleData } from "./types.ts";

export const joseiTitles: TitleData[] = [
  {
    title: "Ledger of Small Loves",
    altTitle: "Chiisana Ai no Chōbo",
    genres: ["romance", "slice-of-life", "drama"],
    status: "ONGOING",
    description:
      "A tax accountant who has never missed a deadline falls for the chaotic illustrator whose receipts arrive in a shoebox. Their meetings are strictly professional, every other Thursday, with snacks. A grown-up romance about making room for someone.",
  },
  {
    title: "Second Act in Kyoto",
    altTitle: "Kyōto Dai-ni Maku",
    genres: ["drama", "romance"],
    status: "COMPLETED",
    description:
      "At forty-two, a divorced stage actress moves back to Kyoto to run her late father's tiny theatre. The only actor who auditions is the boy who once broke her heart in high school, now a grey-haired carpenter. Honest, funny and warm.",
  },
  {
    title: "The Night Editor",
    altTitle: "Yoru no Henshūsha",
    genres: ["drama", "mystery"],
    status: "ONGOING",
    description:
      "Chiaki edits the morning paper overnight, alone in a newsroom that used to hold a hundred people. When an anonymous source starts sending stories about crimes that have not happened yet, she has to decide what to print. Smart, tense workplace drama.",
  },
  {
    title: "Office Witch Kanako",
    altTitle: "OL Majo Kanako",
    genres: ["magic", "comedy", "romance"],
    status: "ONGOING",
    description:
      "Kanako hides her witchcraft at a marketing firm, using small spells to survive meetings and fix the printer. Her new manager is immune to magic, which makes him both infuriating and the most interesting person she has met in years. Breezy workplace fantasy.",
  },
  {
    title: "A Garden After Rain",
    altTitle: "Ameagari no Niwa",
    genres: ["slice-of-life", "drama"],
    status: "COMPLETED",
    description:
      "A widow and her adult son restore the garden her husband left unfinished, one season at a time. They argue about plants and avoid talking about him. A small, gorgeous story about grief that grows into something green.",
  },
  {
    title: "Velvet Basement Kitchen",
    altTitle: "Berubetto Chika Kicchin",
    genres: ["drama", "romance", "slice-of-life"],
    status: "ONGOING",
    description:
      "A Michelin-starred chef quits after a public breakdown and starts cooking in a basement izakaya with no sign on the door. Her new sous chef is a former boxer who cannot cook but never gives up. Food, recovery and slow-building romance.",
  },
  {
    title: "Divorce Lawyer in Love",
    altTitle: "Rikon Bengoshi no Koi",
    genres: ["romance", "comedy", "drama"],
    status: "COMPLETED",
    description:
      "Maki has ended four hundred marriages and believes in none. Then she is hired by a client whose divorce makes no sense: the couple is obviously still in love. Sharp, funny and unexpectedly romantic.",
  },
  {
    title: "Lantern Street Apothecary",
    altTitle: "Chōchin-dōri no Kusuriya",
    genres: ["fantasy", "mystery", "slice-of-life"],
    status: "ONGOING",
    description:
      "In a port city of the old empire, an apothecary solves poisonings at court while selling cough drops to sailors. Her cures are precise, her tongue sharp, and her past with the imperial family best left buried. Elegant historical mystery.",
  },
  {
    title: "Thirty Days of Us",
    altTitle: "Futari no Sanjū Nichi",
    genres: ["romance", "drama"],
    status: "COMPLETED",
    description:
      "Two strangers share a rented flat for thirty days while their lives fall apart in different ways. One chapter per day, and the countdown is printed on every cover. A compact, moving love story.",
  },
  {
    title: "The Perfumer's Secret",
    altTitle: "Chōkōshi no Himitsu",
    genres: ["mystery", "romance", "drama"],
    status: "ONGOING",
    description:
      "A perfumer with a supernaturally keen nose can smell lies, fear and love on anyone who enters her shop. When a customer arrives smelling of her missing sister, she follows the scent into a family scandal. Sensual, atmospheric mystery.",
  },
  {
    title: "Haunted Housing Agent",
    altTitle: "Jiko Bukken Fudōsan",
    genres: ["supernatural", "comedy", "horror"],
    status: "ONGOING",
    description:
      "Reina sells haunted apartments in Tokyo at a discount and personally negotiates with the ghosts before each viewing. Some want rent, some want revenge, and one wants to be a flatmate. Spooky, funny and full of heart.",
  },
  {
    title: "Hanamichi Stage",
    altTitle: "Hanamichi Sutēji",
    genres: ["drama", "romance"],
    status: "HIATUS",
    description:
      "A woman disguises herself to perform kabuki in a troupe that only takes men, and falls for the troupe's star, who is keeping a secret of his own. Dazzling costumes, hidden identities and real stagecraft.",
  },
  {
    title: "Midnight Laundromat",
    altTitle: "Mayonaka no Koin Randorī",
    genres: ["slice-of-life", "comedy", "romance"],
    status: "ONGOING",
    description:
      "The same five strangers use the laundromat on Sakura Street every night after midnight. Over spin cycles and vending-machine coffee, they become each other's closest confidants without ever swapping names. Quiet, witty and sweet.",
  },
  {
    title: "Crimson Ink Contract",
    altTitle: "Shinku no Inku Keiyaku",
    genres: ["supernatural", "romance", "thriller"],
    status: "ONGOING",
    description:
      "A struggling novelist signs a contract with a demon for one bestseller. The demon, who turns out to be a tireless and demanding editor, wants revisions. Dark romance with sharp teeth and a great sense of humour.",
  },
  {
    title: "Return to Shiokaze",
    altTitle: "Shiokaze e no Kikyō",
    genres: ["drama", "slice-of-life", "mystery"],
    status: "COMPLETED",
    description:
      "A doctor returns to her island hometown to close her mother's clinic and finds the islanders keeping a secret about the night her father drowned. Sea breezes, old grudges and a family story slowly told.",
  },
  {
    title: "Blue Hour Orchestra",
    altTitle: "Burū Awā Ōkesutora",
    genres: ["drama", "romance", "slice-of-life"],
    status: "ONGOING",
    description:
      "An amateur orchestra of office workers rehearses every evening at the blue hour. Its new conductor is a disgraced maestro who has forgotten why he loved music. A warm ensemble drama with sound you can almost hear on the page.",
  },
  {
    title: "Ivory Tower Intrigue",
    altTitle: "Zōge no Tō no Inbō",
    genres: ["thriller", "drama", "mystery"],
    status: "ONGOING",
    description:
      "A junior researcher discovers her professor's award-winning paper was stolen from a colleague who died in a lab fire. Proving it could end her career or his. An academic thriller with razor-sharp dialogue.",
  },
  {
    title: "Cat Café Confidential",
    altTitle: "Neko Kafe no Himitsu",
    genres: ["comedy", "slice-of-life"],
    status: "COMPLETED",
    description:
      "The cats at Café Nyanko have opinions about every customer, and we get to read them. A comedy narrated by eight cats, one hamster and a very stressed café owner.",
  },
  {
    title: "The Matchmaker of Edo",
    altTitle: "Edo no Nakōdo",
    genres: ["romance", "comedy", "drama"],
    status: "ONGOING",
    description:
      "Oyō is the most successful matchmaker in Edo, and she has never once been asked out herself. When a rival matchmaker sets her up with a samurai with eighteen failed engagements, it becomes a professional matter. Period romantic comedy at its best.",
  },
  {
    title: "Orbit of Two",
    altTitle: "Futari no Kidō",
    genres: ["sci-fi", "romance", "drama"],
    status: "ONGOING",
    description:
      "Two astronauts on a three-year mission to Jupiter have nothing in common but the station and the silence. Messages from home arrive delayed and fewer every month. A quiet, luminous love story in the dark.",
  },
  {
    title: "Silk Road Tailor",
    altTitle: "Shiruku Rōdo no Shitateya",
    genres: ["adventure", "slice-of-life", "romance"],
    status: "CANCELLED",
    description:
      "A tailor travels with a caravan along the old silk road, making clothes for merchants, nomads and a princess in exile. Each town adds a thread to her own story. Lovingly researched, and ended sooner than readers wanted.",
  },
  {
    title: "Polaris Hospital",
    altTitle: "Hokkyokusei Byōin",
    genres: ["drama", "romance"],
    status: "ONGOING",
    longRunning: true,
    description:
      "The emergency ward at Polaris General never sleeps, and neither does head nurse Yuzu. Interns come and go, surgeons fall in and out of love, and every night shift brings a new life to fight for. A long-running medical drama with a devoted readership.",
  },
  {
    title: "Wisteria Lane Séance",
    altTitle: "Fuji no Komichi no Kōreikai",
    genres: ["supernatural", "mystery", "drama"],
    status: "ONGOING",
    description:
      "A fake medium who runs séances for rich widows is horrified when the dead actually start answering. They want their murders solved, and they are not patient. Spooky, stylish and funny.",
  },
  {
    title: "Ink and Ambition",
    altTitle: "Sumi to Yashin",
    genres: ["drama", "comedy"],
    status: "ONGOING",
    description:
      "A manga editor at a struggling magazine has six months to find a hit, and the only promising submission comes from her ex-husband. Behind-the-scenes drama about deadlines, rivalries and the love of stories.",
  },
  {
    title: "After the Wedding Bells",
    altTitle: "Kane no Ato de",
    genres: ["romance", "drama", "slice-of-life"],
    status: "COMPLETED",
    description:
      "Most love stories end at the wedding; this one starts there. Newlyweds Aoi and Ren learn that married life is mostly about laundry, in-laws and learning each other all over again. Realistic, tender and very relatable.",
  },
  {
    title: "Gilded Cage Masquerade",
    altTitle: "Kinkago no Kamenbutōkai",
    genres: ["thriller", "romance", "mystery"],
    status: "ONGOING",
    description:
      "At a masked ball held once a year on a private island, a maid notices that the guests who remove their masks never return home. Glamour, danger and a forbidden attraction to the host's masked son.",
  },
];
