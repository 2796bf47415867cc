import type { TitleData } from "./types.ts";

export const shounenTitles: TitleData[] = [
  {
    title: "Ashen Crown",
    altTitle: "Hai no Ōkan",
    genres: ["fantasy", "action", "adventure"],
    status: "ONGOING",
    featuredRank: 1,
    description:
      "When the last dragon dies, its ashes settle on the head of Rei, a stable boy who never wanted a kingdom. Now every warlord on the continent wants the crown that cannot be taken off, and the dragon's voice in his head has opinions about all of them. A sweeping war epic about inheriting a power you never asked for.",
  },
  {
    title: "Tempest Duel Academy",
    altTitle: "Arashi Kudaki Gakuen",
    genres: ["magic", "school", "action"],
    status: "ONGOING",
    featuredRank: 2,
    description:
      "At Tempest Academy, students duel with bottled weather and the top ten rank as living storms. Kaito can only summon a light drizzle, so he studies the storms nobody else bothers to read. Underdog tactics, ridiculous rivals and a school tournament that keeps getting bigger.",
  },
  {
    title: "The Hundredth Swordsman",
    altTitle: "Hyakuninme no Kenshi",
    genres: ["action", "adventure", "drama"],
    status: "ONGOING",
    longRunning: true,
    description:
      "Ninety-nine swordsmen have challenged the Blade Saint and ninety-nine have fallen. Jin, a ferryman's son with a borrowed katana, intends to be the hundredth and the last. Over a long road of duels, dojos and debts, he learns what each fallen challenger left behind.",
  },
  {
    title: "Iron Lotus Pilot",
    altTitle: "Tetsu Renge no Sōjūshi",
    genres: ["mecha", "sci-fi", "action"],
    status: "ONGOING",
    description:
      "The colony's last mech was built as a temple ornament, not a weapon. Hana, its reluctant caretaker, has to learn to fight in it before the orbital fleet arrives. Grinding gears, prayer-bead targeting systems and a crew of misfits who refuse to evacuate.",
  },
  {
    title: "Goalkeeper of the Abyss",
    altTitle: "Shin'en no Gōru Kīpā",
    genres: ["sports", "comedy", "supernatural"],
    status: "ONGOING",
    description:
      "Daichi was scouted by the worst team in the prefecture and by a demon who wants a body to play in. Their deal: the demon keeps goal, Daichi keeps his soul, as long as they never concede. A sports comedy where every match might also be an exorcism.",
  },
  {
    title: "Rust and Ramen",
    altTitle: "Sabi to Rāmen",
    genres: ["slice-of-life", "comedy", "sci-fi"],
    status: "ONGOING",
    description:
      "In a flooded future Tokyo, a retired combat android opens a six-seat ramen stand on a rooftop. Its customers are smugglers, salvage divers and one very persistent food critic. Warm, funny and surprisingly hungry-making.",
  },
  {
    title: "Fox Lantern Festival",
    altTitle: "Kitsune Chōchin Matsuri",
    genres: ["supernatural", "adventure", "comedy"],
    status: "COMPLETED",
    description:
      "Once a year the fox spirits hold a festival in the mountains, and humans who wander in are never quite the same. Sora follows a paper lantern there to find his missing sister. The night is long, the games are rigged and the foxes are very, very charming.",
  },
  {
    title: "Black Tide Guardians",
    altTitle: "Kuroshio no Shugoshatachi",
    genres: ["action", "supernatural", "drama"],
    status: "ONGOING",
    longRunning: true,
    description:
      "Every full moon, a black tide rolls in from the sea carrying things that wear drowned faces. The Guardians of the harbour town have held the seawall for three hundred years. Mio joins them the night the wall finally cracks, in a saga of sacrifice, found family and very big waves.",
  },
  {
    title: "Pocket Dungeon Delivery",
    altTitle: "Poketto Danjon Takuhaibin",
    genres: ["fantasy", "comedy", "adventure"],
    status: "ONGOING",
    description:
      "Yuuta's courier company delivers to the deepest floors of the dungeon, where adventurers run out of potions and patience. Tips are terrible, monsters sign for packages, and the dragon on floor ninety orders snacks weekly. Light, clever and packed with world-building.",
  },
  {
    title: "Thunder Relay",
    altTitle: "Sandā Rirē",
    genres: ["sports", "school", "drama"],
    status: "COMPLETED",
    description:
      "Four runners from a school about to close have one summer to win the national relay and save it. None of them can stand each other, and the baton keeps hitting the track. A sports story about trust, passed hand to hand at full speed.",
  },
  {
    title: "Ninth Gate Exorcist",
    altTitle: "Kyūmon no Taimashi",
    genres: ["supernatural", "action", "horror"],
    status: "ONGOING",
    description:
      "Nine gates seal the underworld beneath Kyoto, and eight have already been opened. Ren, an apprentice exorcist expelled for cheating on his exams, is the only one who knows where the ninth is. Sharp action, creepy spirits and a mentor who is technically dead.",
  },
  {
    title: "Starfall Courier",
    altTitle: "Hoshifuri no Hikyaku",
    genres: ["sci-fi", "adventure"],
    status: "ONGOING",
    description:
      "When a star fragment lands in her village, twelve-year-old Aki is hired to carry it across a continent of sky pirates and star-eating whales. Her employer is the fragment itself. A bright, kinetic journey across a beautifully strange world.",
  },
  {
    title: "Karakuri Kid",
    altTitle: "Karakuri Kozō",
    genres: ["mecha", "comedy", "adventure"],
    status: "COMPLETED",
    description:
      "In an Edo where clockwork samurai guard every gate, a tinkerer's son builds a wind-up bodyguard out of scrap and stubbornness. It is short, loud and convinced it is a legendary general. A warm, goofy adventure with brilliant mechanical designs.",
  },
  {
    title: "The Last Summoner's Apprentice",
    altTitle: "Saigo no Shōkanshi no Deshi",
    genres: ["magic", "fantasy", "adventure"],
    status: "ONGOING",
    description:
      "Summoners were outlawed a century ago, and Noa's master is the last one alive, hiding as a village baker. When the master is arrested, Noa has one summoning circle, no training and a contract with a creature that refuses to say its name. A classic fantasy quest with real heart.",
  },
  {
    title: "Gravity Club",
    altTitle: "Jūryoku-bu",
    genres: ["school", "comedy", "sci-fi"],
    status: "ONGOING",
    description:
      "The Gravity Club has three members, one clubroom and a broken device that flips gravity in a two-metre radius. They use it to win sports days, stop bullies and occasionally fall into the sky. Episodic chaos with a mystery quietly building underneath.",
  },
  {
    title: "Crimson Bento",
    altTitle: "Kurenai Bentō",
    genres: ["action", "comedy"],
    status: "HIATUS",
    description:
      "Kenji wants to run a quiet lunch shop. Unfortunately his grandmother's recipes were also the secret techniques of a legendary assassin clan, and every rival clan wants the cookbook. Fights in kitchens, fights over kitchens, and a lot of very good food.",
  },
  {
    title: "Wolf Moon Brigade",
    altTitle: "Rōgetsu Butai",
    genres: ["supernatural", "action", "mystery"],
    status: "ONGOING",
    description:
      "The police have a unit for cases involving werewolves, and it is staffed entirely by werewolves. Rookie detective Shou is the first human assigned to it, mostly as a joke. Then the full-moon killings begin, and the brigade needs someone who can work nights with a clear head.",
  },
  {
    title: "Boundless Sky Kingdom",
    altTitle: "Mugen Sora no Ōkoku",
    genres: ["fantasy", "adventure", "action"],
    status: "COMPLETED",
    longRunning: true,
    description:
      "Above the clouds float a thousand island kingdoms, and Tenma wants to visit every one of them on a glider he built himself. Along the way he collects a crew, a bounty and a map that leads to the edge of the sky. A beloved classic of the genre, finished after years of voyages.",
  },
  {
    title: "Shogi Demon",
    altTitle: "Shōgi no Oni",
    genres: ["drama", "school", "thriller"],
    status: "COMPLETED",
    description:
      "A quiet first-year student destroys the school shogi champion in twelve moves, then refuses to play again. The club president will do anything to find out why. Tense matches drawn like sword fights, and a past that is slowly revealed between the moves.",
  },
  {
    title: "Neon Samurai Zero",
    altTitle: "Neon Bushi Zero",
    genres: ["cyberpunk", "action", "sci-fi"],
    status: "ONGOING",
    description:
      "In Neo-Osaka, honour is a subscription service and the samurai are corporate assets. Zero cancelled his contract by cutting the server in half. Now he protects a street kid carrying a stolen chip, with a blade that still thinks it belongs to the company.",
  },
  {
    title: "Old Hunters' Cafe",
    altTitle: "Kaijū Karyūdo Kafe",
    genres: ["comedy", "fantasy", "slice-of-life"],
    status: "ONGOING",
    description:
      "Retired hunters run a cafe at the foot of a monster-infested mountain, and they cannot stop giving unwanted advice. New hunters come for coffee and leave with scars and stories. Cosy, funny and full of beautifully drawn beasts.",
  },
  {
    title: "Tidebound Pirates",
    altTitle: "Shio Shibari no Kaizoku",
    genres: ["adventure", "action", "comedy"],
    status: "ONGOING",
    description:
      "The pirate ship Gull's Regret is chained to the moon's tides and can only sail when the sea allows it. Captain Umi has twenty-eight days to find the key before the tide drags them all under. Swashbuckling fun with a clock built into every arc.",
  },
  {
    title: "Paper Shield",
    altTitle: "Kami no Tate",
    genres: ["magic", "school", "drama"],
    status: "CANCELLED",
    description:
      "At an academy of origami mages, Tsubasa can only fold one shape: a shield. Classmates laugh, teachers sigh, and then the academy is attacked. A promising underdog story that ended before its final exam.",
  },
  {
    title: "Firefly Rally",
    altTitle: "Hotaru Rarī",
    genres: ["sports", "drama"],
    status: "ONGOING",
    description:
      "A badminton player who lost her sight in one eye returns to the court with a new style built on sound and instinct. Her doubles partner is the rival who once beat her in straight sets. Fast, emotional matches where every rally tells you something about the players.",
  },
  {
    title: "Order of the Hollow Armor",
    altTitle: "Utsuro Kishidan",
    genres: ["fantasy", "horror", "action"],
    status: "ONGOING",
    description:
      "The knights of the Hollow Order wear armour with no one inside it. Elin discovers why when she takes the oath and feels her own body fade away. Dark fantasy with gorgeous armour designs and a mystery that goes all the way to the throne.",
  },
  {
    title: "Cosmic Dodgeball",
    altTitle: "Uchū Dojjibōru",
    genres: ["sports", "sci-fi", "comedy"],
    status: "COMPLETED",
    description:
      "Earth's fate will be decided by a galactic dodgeball tournament, and Earth has sent the only team that answered the e-mail: a middle-school club of five. Absurd, loud and somehow genuinely inspiring by the final match.",
  },
  {
    title: "Seven Bells of Kurogane",
    altTitle: "Kurogane Nanatsu no Kane",
    genres: ["action", "mystery", "supernatural"],
    status: "ONGOING",
    description:
      "Each bell in the old iron town rings for a death before it happens. When all seven ring at once, Haruki has one night to find the seven people they ring for. A tightly plotted race against the clock, rung in chapters.",
  },
  {
    title: "Dragon Kitchen Brigade",
    altTitle: "Ryū Chūbō Butai",
    genres: ["fantasy", "comedy", "adventure"],
    status: "HIATUS",
    description:
      "An army's cooks travel with the dragon cavalry, feeding soldiers and dragons alike on the march. Rookie cook Mei has to learn both recipes and how not to be eaten. Hearty food, big beasts and a war seen from the mess tent.",
  },
  {
    title: "Echo Blade",
    altTitle: "Kodama no Yaiba",
    genres: ["action", "fantasy"],
    status: "ONGOING",
    description:
      "Sakon's sword repeats every strike it has ever made, a second later. It makes him nearly unbeatable and nearly impossible to be near. A stylish action series where every duel is a puzzle of timing.",
  },
  {
    title: "Underground Idol Mecha",
    altTitle: "Chika Aidoru Meka",
    genres: ["mecha", "comedy", "action"],
    status: "CANCELLED",
    description:
      "An idol group that nobody watches secretly pilots the giant robots defending the city, and their concerts are the only way to power them. Low ticket sales are now a matter of national security. A loud, bright comedy that ended abruptly mid-tour.",
  },
  {
    title: "Phantom Goalpost",
    altTitle: "Maboroshi no Gōru Posuto",
    genres: ["sports", "mystery", "school"],
    status: "COMPLETED",
    description:
      "A school's soccer pitch has a third goal that only appears at dusk, and whoever scores in it vanishes. The club captain goes missing, and the benchwarmers have to solve it themselves. Part sports manga, part ghost story, all twists.",
  },
  {
    title: "Spirit Beast Ranger",
    altTitle: "Reijū Renjā",
    genres: ["supernatural", "adventure", "fantasy"],
    status: "ONGOING",
    description:
      "Forest rangers in a hidden national park look after the spirit beasts that live there, from thunder deer to mountain-sized tortoises. New ranger Itsuki can talk to them, which is a problem when they all have complaints. Gentle adventure with a wildlife documentary's sense of wonder.",
  },
  {
    title: "Zero Gravity Kendo",
    altTitle: "Mujūryoku Kendō",
    genres: ["sports", "sci-fi", "action"],
    status: "ONGOING",
    description:
      "On a space station where kids grow up weightless, kendo is fought in three dimensions. Station-born Nagi challenges the Earth champion who calls the sport a gimmick. Inventive choreography and a real love of the art.",
  },
  {
    title: "Grave Keeper's Son",
    altTitle: "Hakamori no Musuko",
    genres: ["horror", "supernatural", "drama"],
    status: "COMPLETED",
    description:
      "Tooru's father keeps the graves of a village where the dead do not stay buried. When his father dies, the dead line up to be kept by the son. Quietly terrifying and unexpectedly tender.",
  },
  {
    title: "Scorched Kitchen Tournament",
    altTitle: "Batoru Shefu Tōnamento",
    genres: ["comedy", "action", "drama"],
    status: "COMPLETED",
    description:
      "The underground cooking tournament has one rule: the losing chef's restaurant is burned to the ground. Yuki enters to save her father's diner with nothing but a wok and a grudge. Over-the-top cooking battles with real emotional stakes.",
  },
  {
    title: "Lightning Calligrapher",
    altTitle: "Inazuma no Shodōka",
    genres: ["magic", "action", "school"],
    status: "ONGOING",
    description:
      "In a world where written characters come alive, a calligraphy prodigy with terrible handwriting discovers his scrawls are the most dangerous spells of all. Stylish brush-stroke action and a magic system built on real kanji.",
  },
  {
    title: "Skyline Parkour Club",
    altTitle: "Sukairain Pakūru-bu",
    genres: ["sports", "school", "slice-of-life"],
    status: "HIATUS",
    description:
      "A banned club, a city of rooftops and four students who refuse to stay on the ground. They race across the skyline after school, chased by the discipline committee and their own limits. Breezy, kinetic and full of wide-open panels.",
  },
  {
    title: "Mirrorworld Heroes",
    altTitle: "Kyōkai Eiyūden",
    genres: ["fantasy", "action", "mystery"],
    status: "ONGOING",
    description:
      "Every hero in the mirror world is the reflection of a coward in ours. When Takumi's reflection starts winning battles he never fought, he has to step through the glass and meet the better version of himself. Clever, fast and full of mirror-themed twists.",
  },
  {
    title: "Blue Flame Delinquents",
    altTitle: "Aoi Honō no Furyō-tachi",
    genres: ["action", "comedy", "school"],
    status: "COMPLETED",
    description:
      "The toughest delinquent gang in the city discovers their leader can breathe blue fire when angry, which makes keeping the peace considerably harder. Brawls, loyalty and surprisingly sweet friendships.",
  },
];
