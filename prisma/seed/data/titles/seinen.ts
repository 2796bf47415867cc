import type { TitleData } from "./types.ts";

export const seinenTitles: TitleData[] = [
  {
    title: "Chrome Requiem",
    altTitle: "Kurōmu Rekuiemu",
    genres: ["cyberpunk", "thriller", "action"],
    status: "ONGOING",
    featuredRank: 3,
    description:
      "Detective Sayo Arima has replaced so much of her body with company parts that the company claims she is its property. Hunting a killer who erases people's memories before ending their lives, she finds her own files edited. A rain-soaked cyberpunk noir about who owns a person.",
  },
  {
    title: "The Quiet Hours of Dr. Mori",
    altTitle: "Mori Sensei no Shizukana Jikan",
    genres: ["drama", "slice-of-life"],
    status: "ONGOING",
    description:
      "A night-shift doctor at a small-town clinic meets the patients who only come when everyone else is asleep. Each chapter is one night, one patient and one quiet revelation. Understated, humane and hard to put down.",
  },
  {
    title: "Salaryman Necromancer",
    altTitle: "Sararīman Nekuromansā",
    genres: ["supernatural", "comedy", "drama"],
    status: "ONGOING",
    longRunning: true,
    description:
      "Kazuo Tanabe works overtime at a trading company by day and raises the dead by night, mostly to help with paperwork. His skeleton assistants are more loyal than his co-workers and far better at spreadsheets. A long-running office comedy that slowly turns into something much deeper.",
  },
  {
    title: "Frostline Sniper",
    altTitle: "Tōsen no Sogekishu",
    genres: ["thriller", "action", "drama"],
    status: "COMPLETED",
    description:
      "On a frozen frontier between two exhausted nations, a sniper and her spotter wait for a target who never arrives. Between the long silences they talk about home, and about why the war started. A tense, beautifully restrained war story.",
  },
  {
    title: "Ghost Grid Tokyo",
    altTitle: "Yūrei Kitei Tōkyō",
    genres: ["cyberpunk", "mystery", "supernatural"],
    status: "ONGOING",
    description:
      "After death, Tokyo's citizens are uploaded into the city grid as ghosts who keep the trains on time. When a ghost is murdered, a burned-out data detective is called in to solve a crime that should be impossible. Clever world-building and a very human mystery.",
  },
  {
    title: "The Butcher of Ravenfall",
    altTitle: "Ravenfōru no Nikuya",
    genres: ["horror", "thriller", "mystery"],
    status: "COMPLETED",
    description:
      "Ravenfall's butcher sells the best meat in the valley, and nobody asks where it comes from. A travelling inspector with a weak stomach decides to ask. Gruesome, gripping and darkly funny in the right places.",
  },
  {
    title: "Last Train to Hokusei",
    altTitle: "Hokusei-yuki Saishū Ressha",
    genres: ["mystery", "drama", "supernatural"],
    status: "COMPLETED",
    description:
      "The last train of the night to Hokusei stops at a station that does not exist, and every passenger who gets off there returns with one memory missing. A reporter boards it every night until he finds out what the station wants.",
  },
  {
    title: "Veteran Knight, Part-Time",
    altTitle: "Rōkishi, Arubaito",
    genres: ["fantasy", "comedy", "slice-of-life"],
    status: "ONGOING",
    description:
      "After saving the kingdom, Sir Galen discovered that heroes do not get pensions. Now he works part-time jobs around the capital, terrifying cashiers with his sword etiquette. A gentle comedy about life after the happy ending.",
  },
  {
    title: "Orbital Debt",
    altTitle: "Kidō Saimu",
    genres: ["sci-fi", "thriller", "drama"],
    status: "ONGOING",
    description:
      "Every child born on the orbital habitat inherits the cost of the air they breathe. Miner Kaede owes more than she can earn in three lifetimes, until she finds a derelict ship full of other people's debts. A gripping, grounded science-fiction heist.",
  },
  {
    title: "Blood Moon Vendetta",
    altTitle: "Chi no Tsuki no Adauchi",
    genres: ["action", "thriller", "drama"],
    status: "ONGOING",
    longRunning: true,
    description:
      "Twenty years after her clan was wiped out on a night of the red moon, Tsubaki returns to the city with a list of names. Each chapter crosses one off, and each name reveals a new layer of the conspiracy. Brutal, elegant revenge drama that has run for years without losing its edge.",
  },
  {
    title: "Iron Valkyrie Division",
    altTitle: "Tetsu no Varukirī Butai",
    genres: ["mecha", "action", "drama"],
    status: "COMPLETED",
    description:
      "A unit of veteran pilots flies heavy mechs that are decades past retirement, because the new models keep getting their pilots killed. War from the cockpit of machines held together with tape and spite.",
  },
  {
    title: "The Locksmith's Ledger",
    altTitle: "Jōmaeya no Daichō",
    genres: ["mystery", "drama"],
    status: "ONGOING",
    description:
      "An old locksmith in a Kobe back street keeps a ledger of every lock he has ever opened and why. When the police bring him a locked room with a body inside, the ledger turns out to hold the answer. Patient, satisfying detective stories.",
  },
  {
    title: "Nightshift Yokai Hotel",
    altTitle: "Yakin Yōkai Hoteru",
    genres: ["supernatural", "comedy", "slice-of-life"],
    status: "ONGOING",
    description:
      "The Hotel Tsukiyo takes reservations from yokai only, and its new night manager is an unemployed human who answered the wrong job ad. Guests complain about the shoji, the kappa want a bigger bath, and the check-out time is eternal. Charming and very funny.",
  },
  {
    title: "Project Mirage",
    altTitle: "Purojekuto Mirāju",
    genres: ["sci-fi", "thriller", "mystery"],
    status: "CANCELLED",
    description:
      "Researchers at a desert facility build a machine that shows what a person would have become with one choice changed. Then the machine starts showing the researchers things they have not done yet. An ambitious conspiracy thriller cut short.",
  },
  {
    title: "Steel Vein City",
    altTitle: "Kōmyaku Toshi",
    genres: ["cyberpunk", "action", "drama"],
    status: "ONGOING",
    description:
      "Under the arcology, augmented labourers fight in illegal rings to pay for the upgrades that keep them alive. Former champion Goro comes back for one last season to fund his daughter's surgery. Heavy-hitting action with a bruised heart.",
  },
  {
    title: "Mountain Inn Diaries",
    altTitle: "Yamayado Nikki",
    genres: ["slice-of-life", "drama"],
    status: "COMPLETED",
    description:
      "A burned-out Tokyo designer inherits a failing mountain inn and the elderly cook who refuses to retire. Season by season, the inn, the village and the designer come back to life. Gorgeous landscapes and quietly delicious food.",
  },
  {
    title: "Dead Channel Broadcast",
    altTitle: "Shisha Channeru Hōsō",
    genres: ["horror", "mystery", "supernatural"],
    status: "ONGOING",
    description:
      "At 3:33 every morning, a local TV station broadcasts a show that nobody produces, and the people who appear in it die within a week. A late-night editor starts recording every episode to find out who is next. Deeply unsettling and impossible to stop reading.",
  },
  {
    title: "Glass Hearts Bar",
    altTitle: "Garasu no Kokoro Bā",
    genres: ["drama", "romance", "slice-of-life"],
    status: "ONGOING",
    description:
      "A bartender who never remembers faces runs a tiny bar in Golden Gai, where regulars tell him their stories fresh each time. One regular keeps coming back to tell the same love story, hoping he will finally remember her. Tender and melancholy.",
  },
  {
    title: "Shadow Broker Kuze",
    altTitle: "Kage no Nakagainin Kuze",
    genres: ["thriller", "action", "mystery"],
    status: "HIATUS",
    description:
      "Kuze sells secrets to whoever pays, and he never lies about what he sells. When a client hands him a secret that could topple the government, every side wants him dead or on the payroll. A slick, twisting crime thriller.",
  },
  {
    title: "Wandering Swordsmith",
    altTitle: "Rurō no Tōkō",
    genres: ["adventure", "drama", "action"],
    status: "COMPLETED",
    description:
      "A swordsmith who swore never to forge another blade travels the provinces repairing farm tools. Every village he visits has a sword in its past, and every sword remembers the hands that made it. Meditative, violent in bursts, and beautifully inked.",
  },
  {
    title: "Synthetic Saint",
    altTitle: "Jinzō Seija",
    genres: ["sci-fi", "drama", "supernatural"],
    status: "ONGOING",
    description:
      "A hospital care robot begins performing miracles, and a cynical engineer is sent to debug it before a religion forms around it. She finds no fault in the code and a lot of fault in herself. Thoughtful science fiction about faith and machines.",
  },
  {
    title: "Tokyo Tide Detectives",
    altTitle: "Tōkyō Shiosai Tanteidan",
    genres: ["mystery", "comedy"],
    status: "ONGOING",
    description:
      "Two retired fishermen open a detective agency on the Tokyo waterfront and take any case paid in sake. They are slow, forgetful and somehow always right. Cosy mysteries with excellent banter.",
  },
  {
    title: "The Weight of Snow",
    altTitle: "Yuki no Omosa",
    genres: ["drama", "mystery"],
    status: "COMPLETED",
    description:
      "A small northern town is snowed in for the winter, and a body is found under the first thaw. Everyone knows who did it, and no one will say. A slow-burning drama about silence, guilt and community.",
  },
  {
    title: "Mechanized Ronin",
    altTitle: "Kikai Rōnin",
    genres: ["mecha", "action", "adventure"],
    status: "ONGOING",
    description:
      "When the shogunate's steam-powered armour was decommissioned, one suit walked away on its own. Now it wanders the countryside offering protection to villages, and nobody knows who, or what, is inside. Gritty period action with a sci-fi twist.",
  },
  {
    title: "Grand Casino Gambit",
    altTitle: "Gurando Kajino Ganbitto",
    genres: ["thriller", "drama"],
    status: "COMPLETED",
    description:
      "In a floating casino where debts are paid with years of your life, a young accountant bets everything on a game nobody has ever won. Psychological duels where every rule hides a trap. Cerebral and thrilling.",
  },
  {
    title: "Pale Lantern Killer",
    altTitle: "Aojiroi Andon no Satsujinki",
    genres: ["horror", "thriller", "supernatural"],
    status: "ONGOING",
    description:
      "A killer leaves paper lanterns at the scenes of his crimes, lit with a flame that never goes out. The detective on the case realises the lanterns are counting down to someone she knows. Chilling atmosphere and a twist you will not see coming.",
  },
  {
    title: "Reclaimer Zero-Six",
    altTitle: "Kaishūsha Zero Roku",
    genres: ["sci-fi", "action", "cyberpunk"],
    status: "ONGOING",
    description:
      "Reclaimers repossess cybernetic organs from people who stop paying the instalments. Zero-Six is very good at the job until she is sent to collect her own sister's heart. Fast, angry and full of moral weight.",
  },
  {
    title: "Afterhours Go Club",
    altTitle: "Hōkago no Igo Kurabu",
    genres: ["slice-of-life", "drama", "comedy"],
    status: "HIATUS",
    description:
      "A group of retirees and one sleepless programmer meet every night at a community centre to play Go. Their games say more about them than their conversations. Warm, wry and quietly competitive.",
  },
  {
    title: "Arkwright Station",
    altTitle: "Ākuraito Eki",
    genres: ["sci-fi", "mystery", "horror"],
    status: "COMPLETED",
    description:
      "A deep-sea research station goes silent, and the rescue team finds the crew alive, content and unwilling to leave. The station's water tastes sweet. A claustrophobic horror story from the bottom of the ocean.",
  },
  {
    title: "The Old Man and the Mecha",
    altTitle: "Rōjin to Meka",
    genres: ["mecha", "slice-of-life", "comedy"],
    status: "ONGOING",
    description:
      "A retired pilot buys a decommissioned war machine at auction to help with his vegetable farm. The machine's AI still believes the war is on. Heartwarming rural comedy with surprisingly big explosions.",
  },
];
