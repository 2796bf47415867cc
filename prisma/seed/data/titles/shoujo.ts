import type { TitleData } from "./types.ts";

export const shoujoTitles: TitleData[] = [
  {
    title: "Moonlit Confession",
    altTitle: "Tsukiyo no Kokuhaku",
    genres: ["romance", "school", "drama"],
    status: "ONGOING",
    longRunning: true,
    description:
      "Every night at ten, someone leaves a love letter in Hikari's shoe locker, never signed and never the same handwriting twice. She has a list of suspects, a best friend who thinks it is a prank, and a class representative who keeps blushing. A long-loved school romance that keeps its mystery alive.",
  },
  {
    title: "Cherry Blossom Contract",
    altTitle: "Sakura Keiyaku",
    genres: ["romance", "comedy"],
    status: "COMPLETED",
    description:
      "To keep her family's tea house, Sakura signs a contract to pretend to be engaged to its wealthy new landlord for one year. Clause seven says no falling in love. Clause seven is in trouble from chapter three.",
  },
  {
    title: "The Witch of Lilac Street",
    altTitle: "Rairakku-dōri no Majo",
    genres: ["magic", "slice-of-life", "romance"],
    status: "ONGOING",
    description:
      "A young witch opens a potion shop on a quiet street and promises every customer a cure for small troubles: hiccups, heartbreak, bad hair days. Her neighbour, a grumpy florist, insists magic is a scam. Soft, sweet and full of lovely details.",
  },
  {
    title: "Princess of the Ninth Star",
    altTitle: "Kyūsei no Himegimi",
    genres: ["fantasy", "romance", "adventure"],
    status: "ONGOING",
    description:
      "Born under a star that was supposed to bring ruin, Princess Lumi was hidden in a monastery for sixteen years. Now the kingdom needs an heir, and the knight sent to fetch her was ordered to make sure she never arrives. Lush fantasy romance with real political bite.",
  },
  {
    title: "Tea Ceremony Club Crisis",
    altTitle: "Sadō-bu Kiki Ippatsu",
    genres: ["school", "comedy", "slice-of-life"],
    status: "COMPLETED",
    description:
      "The tea ceremony club has one month to recruit new members or be shut down, and its only two members are the school's most intimidating delinquent and its shyest bookworm. Gentle comedy, good tea and an unlikely friendship.",
  },
  {
    title: "Kisses in the Rain Forecast",
    altTitle: "Ame Yohō to Kisu",
    genres: ["romance", "drama", "school"],
    status: "ONGOING",
    description:
      "The weather club's forecasts are always wrong, except on the days Shiori sits next to the new transfer student. She starts to suspect the rain is following him. A tender, slightly magical first love story.",
  },
  {
    title: "Starlight Idol Academy",
    altTitle: "Sutāraito Aidoru Gakuen",
    genres: ["school", "drama", "comedy"],
    status: "ONGOING",
    description:
      "Rin got into the country's top idol academy by accident: her audition tape was her sister's. Now she has to sing, dance and survive rivals who want her gone before the winter showcase. Sparkling, competitive and full of heart.",
  },
  {
    title: "The Florist and the Phantom",
    altTitle: "Hanaya to Bōrei",
    genres: ["supernatural", "romance", "comedy"],
    status: "COMPLETED",
    description:
      "The ghost haunting Ayame's new flower shop is handsome, polite and completely unable to remember how he died. She agrees to solve his murder if he stops wilting the roses. Funny, sweet and a little bittersweet at the end.",
  },
  {
    title: "Snow Queen's Apprentice",
    altTitle: "Yuki no Joō no Minarai",
    genres: ["magic", "fantasy", "drama"],
    status: "ONGOING",
    description:
      "The Snow Queen takes one apprentice each century, and this time she chose a girl from the southern desert who has never seen snow. Frost magic, a palace of ice and a teacher whose coldness hides an old grief.",
  },
  {
    title: "Marmalade Days",
    altTitle: "Māmarēdo Deizu",
    genres: ["slice-of-life", "romance", "comedy"],
    status: "COMPLETED",
    description:
      "Two rival bakeries across the street from each other, two heirs who have bickered since kindergarten, and one town festival that requires them to bake together. Sweet as the title promises.",
  },
  {
    title: "Ribbon Knight",
    altTitle: "Ribon no Kishi",
    genres: ["fantasy", "action", "romance"],
    status: "ONGOING",
    description:
      "In a kingdom where knights duel with enchanted ribbons, the clumsy daughter of a tailor becomes the first commoner to earn a knighthood. Graceful fight scenes, courtly intrigue and a prince who keeps losing to her.",
  },
  {
    title: "Secret Garden Seven",
    altTitle: "Himitsu no Hanazono Sebun",
    genres: ["mystery", "school", "romance"],
    status: "HIATUS",
    description:
      "Seven students share a key to a walled garden behind their boarding school, and each of them is hiding something. When the garden's rose bush is found uprooted, secrets start to surface. A sweet mystery with a cast you will root for.",
  },
  {
    title: "Heartbeat Volleyball",
    altTitle: "Dokidoki Barēbōru",
    genres: ["sports", "romance", "school"],
    status: "ONGOING",
    description:
      "Short, fearless Natsuki joins the boys' volleyball team as manager and ends up teaching them to win. The captain has never lost a match and never lost his temper until she arrives. Sporty, funny and full of spikes, on court and off.",
  },
  {
    title: "The Clockmaker's Daughter",
    altTitle: "Tokei-shi no Musume",
    genres: ["fantasy", "mystery", "romance"],
    status: "COMPLETED",
    description:
      "Every clock in the city stops at midnight except the ones made by Ellie's father, who vanished a year ago. His last clock ticks backwards. A whimsical steampunk mystery with a slow, sweet romance.",
  },
  {
    title: "Love Letter Delivery Service",
    altTitle: "Rabu Retā Takuhai-bin",
    genres: ["romance", "comedy", "slice-of-life"],
    status: "ONGOING",
    description:
      "For a small fee, the Delivery Service will hand your love letter to its recipient and report back exactly how they reacted. The service is run by two students who have never been in love. A charming anthology of confessions, tied together by a slow-burning romance.",
  },
  {
    title: "Mermaid of the Seventh Pier",
    altTitle: "Dai-nana Sanbashi no Ningyo",
    genres: ["supernatural", "romance", "drama"],
    status: "CANCELLED",
    description:
      "A lifeguard at a fading seaside town keeps seeing a girl swimming past the breakwater in winter. Her name, she says, is Shio, and she is waiting for a ship that sank fifty years ago. Haunting and romantic, though its story was never finished.",
  },
  {
    title: "Butterfly Ballet",
    altTitle: "Chōchō Barē",
    genres: ["drama", "sports", "school"],
    status: "ONGOING",
    description:
      "Mai started ballet late, at fifteen, in a studio where everyone else began at four. Her teacher says she has no technique and the most dangerous talent he has ever seen. Graceful, demanding and emotional.",
  },
  {
    title: "Cafe Astraea",
    altTitle: "Kafe Asutoraia",
    genres: ["slice-of-life", "magic", "comedy"],
    status: "ONGOING",
    description:
      "Cafe Astraea serves drinks that taste like memories, brewed by a star spirit working off a debt to the owner. Customers come for coffee and leave with something they had forgotten. Cosy and quietly moving.",
  },
  {
    title: "Dragon Bride Rebellion",
    altTitle: "Ryū no Hanayome no Hanran",
    genres: ["fantasy", "romance", "action"],
    status: "ONGOING",
    description:
      "Every ten years the village offers a bride to the mountain dragon. This year's bride brought a spear. The dragon, it turns out, has been waiting for someone like her for a very long time.",
  },
  {
    title: "Honey and Homework",
    altTitle: "Hachimitsu to Shukudai",
    genres: ["romance", "school", "comedy"],
    status: "COMPLETED",
    description:
      "The top student in class agrees to tutor the school's laziest boy in exchange for honey from his grandfather's beehives. Neither of them expects the lessons to go both ways. Light, funny and adorable.",
  },
  {
    title: "Paper Moon Parade",
    altTitle: "Kami no Tsuki Parēdo",
    genres: ["fantasy", "adventure", "comedy"],
    status: "ONGOING",
    description:
      "When the paper moon above a festival town tears, a girl and a talking paper crane set off to find the artist who folded the sky. A storybook adventure drawn with delicate, paper-cut panels.",
  },
  {
    title: "Violet Detective Agency",
    altTitle: "Vaioretto Tantei Jimusho",
    genres: ["mystery", "comedy", "romance"],
    status: "ONGOING",
    description:
      "Sumire runs a detective agency out of her grandmother's kimono shop and solves cases by noticing what people wear. Her reluctant assistant is the police inspector who keeps losing cases to her. Stylish, clever cosy mysteries.",
  },
  {
    title: "Spirit Shrine Sweethearts",
    altTitle: "Jinja no Koibito",
    genres: ["supernatural", "romance", "slice-of-life"],
    status: "ONGOING",
    description:
      "The shrine maiden of a tiny mountain shrine is courted by the god who lives there, who has learned everything about romance from old novels. His gifts include a thunderstorm and a very confused deer. Gentle, funny and romantic.",
  },
  {
    title: "Glasswing Academy",
    altTitle: "Garasu no Hane Gakuen",
    genres: ["magic", "school", "mystery"],
    status: "ONGOING",
    description:
      "Students at Glasswing grow wings of enchanted glass in their second year, but Nanami's have started to crack. Somebody in the academy is sabotaging the wings, and the headmistress would rather the problem disappeared. Magical school intrigue with gorgeous art.",
  },
  {
    title: "Rose Thorn Duel",
    altTitle: "Bara no Toge Kettō",
    genres: ["action", "romance", "school"],
    status: "HIATUS",
    description:
      "At an elite fencing academy, the student council settles disputes by duel, and the prize for winning is a rose. Transfer student Kaoru collects thorns instead. Stylish swordplay and simmering rivalries.",
  },
  {
    title: "Summer Fireworks Promise",
    altTitle: "Natsu Hanabi no Yakusoku",
    genres: ["romance", "drama", "slice-of-life"],
    status: "COMPLETED",
    description:
      "Ten years ago, two children promised to watch the summer fireworks together every year. This year, only one of them remembers the promise. A heartfelt romance told across one summer and ten memories.",
  },
  {
    title: "Prism Heart Racers",
    altTitle: "Purizumu Hāto Rēsā",
    genres: ["sports", "sci-fi", "comedy"],
    status: "COMPLETED",
    description:
      "In a future of hover-bike racing leagues, three girls from a rural repair shop build a bike out of junk and enter the national championship. Bright colours, big speed and a lot of wrenches thrown at rivals.",
  },
];
