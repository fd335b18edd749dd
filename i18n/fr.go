package i18n

// french is the bot's words in French. Game vocabulary: a board is une
// grille, a round une manche, the daily le défi du jour, a hint un indice,
// a tile une case, a channel un salon. Commands, their options and the
// values a player types (`/daily`, `hints:on`, `classic`, `yesterday`) stay
// as the bot reads them. The buttons read « Jouer sur la grille » and
// « Saisir des mots ».
var french = Messages{
	// The label of the buttons that open the board inside Discord (discord.ActivityLabel).
	"Play in Discord": "Jouer dans Discord",
	// Dictionary tiers' names inside a sentence (TierName): "the %s dictionary".
	"dictionary tier: common":   "courant",
	"dictionary tier: standard": "standard",
	"dictionary tier: large":    "étendu",

	// Small pieces.
	"%d seconds":         Plural{One: "%d seconde", Other: "%d secondes"},
	"%dm":                "%d min",
	"%dh %02dm":          "%d h %02d",
	"under a minute":     "moins d'une minute",
	"at %s UTC":          "à %s UTC",
	"at midnight":        "à minuit",
	"at midnight, in %s": "à minuit, dans %s",
	"%s and %d more":     "%s et %d autres",
	"%[1]s %[2]d %[3]s":  "%[1]s %[2]d %[3]s",
	"day out of range":   "ce jour n'existe pas",
	"month out of range": "ce mois n'existe pas",

	"Sunday": "dimanche", "Monday": "lundi", "Tuesday": "mardi", "Wednesday": "mercredi",
	"Thursday": "jeudi", "Friday": "vendredi", "Saturday": "samedi",
	"January": "janvier", "February": "février", "March": "mars", "April": "avril",
	"May": "mai", "June": "juin", "July": "juillet", "August": "août",
	"September": "septembre", "October": "octobre", "November": "novembre", "December": "décembre",

	// Refusals (the error table).

	"Sorry, something went wrong on my side. It has been logged; please try again in a moment.": "Désolé, quelque chose s'est mal passé de mon côté. C'est noté ; réessayez dans un instant.",

	"That's %d words; enter at most %d at a time.": "Ça fait %d mots ; entrez-en %d au maximum à la fois.",

	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.": "Je ne comprends pas la date `%s` : écrivez-la AAAA-MM-JJ, comme `%s`, ou `yesterday` (hier).",

	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "La date `%s` n'existe pas (%s) : écrivez une date AAAA-MM-JJ, comme `%s`, ou `yesterday` (hier).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Vous avez trouvé tous les mots de cette grille (`%s`) : il n'y a plus rien à indiquer. Bien joué !",

	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.": "Cette grille (`%s`) ne contient aucun mot de son dictionnaire : il n'y a donc rien à indiquer.",

	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Les indices vous ont déjà montré le dernier mot qu'il vous reste : pas de nouvel indice (et aucun n'est compté). Le voici : %[2]s. Entrez-le : il compte comme trouvé, sans points.",
		Other: "Les indices vous ont déjà montré tous les mots qu'il vous reste : pas de nouvel indice (et aucun n'est compté). Les %d mots : %s. Entrez-les : ils comptent comme trouvés, sans points.",
	},

	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Cette manche a été lancée sans indices : il n'y en aura pas avant sa fin, %s. Lancez une manche avec indices avec `/play hints:on` ; après la manche, `/hint` aide sur la grille du jour.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "Le défi du jour n'est pas activé sur ce bot : il lui faut une base de données. Demandez à la personne qui gère le bot de définir `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` et `/study` fonctionnent normalement.",

	"This server has no daily settings yet: an admin sets them with `/daily setup`.": "Ce serveur n'a pas encore de réglages pour le défi du jour : un admin les définit avec `/daily setup`.",

	"I can't set that up: the server is not named.": "Impossible de régler cela : le serveur n'est pas indiqué.",

	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.": "Impossible de régler cela : l'heure est incorrecte. `%s` n'est pas une heure : écrivez HH:MM sur 24 heures, comme 09:00 ou 18:30.",

	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.": "Impossible de régler cela : le fuseau horaire est incorrect. Le fuseau `%s` n'existe pas : utilisez un nom comme Europe/Paris, America/New_York ou UTC.",

	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.": "Impossible de régler cela : la taille est incorrecte. La grille du jour fait 4 (4x4) ou 5 (5x5), pas %d.",

	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.": "Impossible de régler cela : le dictionnaire est incorrect. Le dictionnaire `%s` n'existe pas : choisissez common (courant), standard ou large (étendu).",

	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.": "Trouvez d'abord un mot sur la grille du jour : `/daily` l'affiche, `/guess` propose un mot. Ensuite, `/daily share` donne un résumé à coller où vous voulez, sans rien dévoiler.",

	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.": "L'entraînement a besoin d'une base de données qui le conserve, et celle de ce bot ne le fait pas. Demandez à la personne qui gère le bot.",

	"%s hasn't come yet: today is %s here. You can review days that have ended.": "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez revoir les jours déjà terminés.",

	"%s hasn't come yet: today is %s here. You can practise days that have ended.": "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez vous entraîner sur les jours déjà terminés.",

	"%s hasn't come yet: today is %s here. You can look back on days that have ended.": "Le %s n'est pas encore arrivé : ici, nous sommes le %s. Vous pouvez revenir sur les jours déjà terminés.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.": "La grille du jour est encore en jeu : la revoir gâcherait la partie. La revue ouvre à la fin de la journée, %s. `/daily review yesterday` revient sur la grille d'hier.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.": "La grille du jour est encore en jeu : la revoir gâcherait la partie. La revue ouvre à la fin de la journée, %s. C'est le premier jour du défi ici : il n'y a pas encore de jour précédent à revoir.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.": "La grille du jour, c'est la vraie partie : jouez-la avec `/daily` et `/guess`. L'entraînement, c'est pour les jours terminés, comme `/daily day:%s`.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "La grille du jour, c'est la vraie partie : jouez-la avec `/daily` et `/guess`. L'entraînement, c'est pour les jours terminés, et c'est aujourd'hui le premier jour du défi ici : sa grille s'ouvre à la revue et à l'entraînement à la fin de la journée, %s.",

	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.": "Les règles du défi du jour ont changé ici le %s, et les grilles des jours précédents ne sont pas conservées. Choisissez un jour à partir du %s.",

	"The daily began here on %s (%s): there is no board here for %s.": "Le défi du jour a commencé ici le %s (%s) : il n'y a pas de grille pour le %s.",

	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé à revoir. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",

	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé pour s'entraîner. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",

	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Aucun défi du jour n'a été joué ici avant aujourd'hui : il n'y a pas encore de jour passé sur lequel revenir. La grille d'aujourd'hui s'ouvrira pour cela à la fin de la journée, à minuit. Revenez demain !",

	"This day's board has ended. Ask /daily for today's.": "La grille de ce jour est terminée. Demandez celle d'aujourd'hui avec /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.": "Les manches en direct ne sont pas activées sur ce bot : il leur faut une base de données. Demandez à la personne qui gère le bot de définir `DATABASE_URL`.",

	"No round is running in this channel. Start one with `/play`.": "Aucune manche n'est en cours dans ce salon. Lancez-en une avec `/play`.",

	"That round is gone: its results were posted in the channel.": "Cette manche n'existe plus : ses résultats ont été publiés dans le salon.",

	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.": "Une manche est déjà en cours dans ce salon : elle se termine %s. Rejoignez-la avec `/guess MOTS` ou le bouton « Saisir des mots ».",

	"The round ended %s: no more words count. The results are posted in the channel (or on their way).": "La manche s'est terminée %s : plus aucun mot ne compte. Les résultats sont publiés dans le salon (ou en chemin).",

	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.": "Cette manche est finie : ses résultats arrivent. Une fois publiés, `/hint` aide sur la grille du jour.",

	"The round has ended: no more words count. The results are posted in the channel (or on their way).": "La manche est terminée : plus aucun mot ne compte. Les résultats sont publiés dans le salon (ou en chemin).",

	"Only the player who started the round, or an admin, can stop it.": "Seul le joueur qui a lancé la manche, ou un admin, peut l'arrêter.",

	"`hints` is `on` or `off`, not `%s`.": "`hints` vaut `on` ou `off`, pas `%s`.",

	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.": "`%s` n'est pas une durée : écrivez-la comme `30s`, `90s`, `2m` ou `3m`, de 30 secondes à 10 minutes.",

	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).": "Une manche dure de 30 secondes à 10 minutes, pas %s (`%s`).",

	"A round lasts from 30 seconds to 10 minutes, not %s.": "Une manche dure de 30 secondes à 10 minutes, pas %s.",

	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "Le mode `%s` n'existe pas : choisissez `classic` (un mot trouvé par deux joueurs ne rapporte rien à personne) ou `all` (chaque mot rapporte).",

	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.": "La grille d'une manche fait 4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle) cases de côté, pas `%s`.",

	"There is no dictionary called `%s`: choose common, standard or large.": "Le dictionnaire `%s` n'existe pas : choisissez common (courant), standard ou large (étendu).",

	"There is no language `%s` to play in: choose one of %s.": "Il n'y a pas de langue `%s` pour jouer : choisissez parmi %s.",

	"`%s` can't be played here: the letter q is only on the Qu tile, so every q must be followed by u.": "`%s` ne peut pas être joué ici : la lettre q n'est que sur la case Qu, donc chaque q doit être suivi d'un u.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                    "`%s` ne peut pas être joué ici : la lettre `%s` n'est sur aucun dé de cette langue (%s).",
	"That word is empty: type its letters (%s).":                                                        "Ce mot est vide : tapez ses lettres (%s).",
	"`%s` is not on the board: no path of touching tiles spells it.":                                    "`%s` n'est pas sur la grille : aucun chemin de cases voisines ne l'écrit.",
	"`%s` is not in the %s dictionary.":                                                                 "`%s` n'est pas dans le dictionnaire %s.",
	"`%s` is too short: a word here has at least %d letters.":                                           "`%s` est trop court : ici, un mot a au moins %d lettres.",
	"`%s` is not a word: letters a-z only.":                                                             "`%s` n'est pas un mot : lettres a-z seulement.",
	"You already found `%s`.":                                                                           "Vous avez déjà trouvé `%s`.",
	"`%s` was revealed by a hint: found, no points.":                                                    "`%s` a été révélé par un indice : trouvé, sans points.",
	"`%s` is too tangled to check: the board repeats its letters too often.":                            "`%s` est trop emmêlé pour être vérifié : la grille répète trop ses lettres.",
	"`%s` is too long: a word has at most %d letters.":                                                  "`%s` est trop long : un mot a au plus %d lettres.",
	"`%s` has no letters: type a word's letters (%s).":                                                  "`%s` ne contient aucune lettre : tapez les lettres d'un mot (%s).",

	"You're sending commands a bit fast. Try again in %s.": "Vous envoyez des commandes un peu vite. Réessayez dans %s.",

	"You're sending words a bit fast: they are kept and sent in %s.": "Vous envoyez des mots un peu vite : ils sont gardés et envoyés dans %s.",

	"You're asking a bit fast. Try again in %s.": "Vous demandez un peu vite. Réessayez dans %s.",

	"The board is reloading a bit fast. Try again in %s.": "La grille se recharge un peu vite. Réessayez dans %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Ouvrez la grille depuis le chat : /daily, ou le bouton « Jouer sur la grille » sous une manche, vous donne un lien personnel.",

	"Ask the bot for a fresh link with /daily or the Play on the board button.": "Demandez un nouveau lien au bot avec /daily ou le bouton « Jouer sur la grille ».",

	"Your session on this board has ended. %s": "Votre session sur cette grille est terminée. %s",
	"Your session is not valid. %s":            "Votre session n'est pas valide. %s",

	"The board only takes words from its own page: open it from chat.": "La grille n'accepte que les mots venant de sa propre page : ouvrez-la depuis le chat.",

	"Send JSON.": "Envoyez du JSON.",
	// The Discord Activity's sign-in.

	"The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).": "L'Activité Discord n'est pas configurée sur ce bot (DISCORD_CLIENT_SECRET).",

	"Send {\"code\": ...} from the SDK's authorize.": "Envoyez le {\"code\": ...} que donne l'authorize du SDK.",

	"The guild and channel must be Discord ids.": "Le serveur et le salon doivent être des identifiants Discord.",

	"This device is signing in very often. Wait a few seconds, then close the Activity and open it again.": "Cet appareil se connecte très souvent. Attendez quelques secondes, puis fermez l'Activité et rouvrez-la.",

	"Many players are opening the board at once. Close the Activity and open it again in a few seconds.": "Beaucoup de joueurs ouvrent la grille en même temps. Fermez l'Activité et rouvrez-la dans quelques secondes.",

	"Discord is slow to answer. Close the Activity and open it again in a moment.": "Discord met du temps à répondre. Fermez l'Activité et rouvrez-la dans un instant.",

	"Discord did not accept the sign-in. Close the Activity and open it again.": "Discord n'a pas accepté la connexion. Fermez l'Activité et rouvrez-la.",

	"Discord did not say who you are. Close the Activity and open it again.": "Discord n'a pas dit qui vous êtes. Fermez l'Activité et rouvrez-la.",

	"The Activity's instance id is not one Discord gives. Close the Activity and open it again.": "L'identifiant d'instance de l'Activité n'est pas de ceux que donne Discord. Fermez l'Activité et rouvrez-la.",

	"Discord does not know this Activity any more. Close it and open it again from the channel.": "Discord ne connaît plus cette Activité. Fermez-la et rouvrez-la depuis le salon.",

	"Discord does not list you in this Activity. Close it and open it again from the channel.": "Discord ne vous compte pas parmi les joueurs de cette Activité. Fermez-la et rouvrez-la depuis le salon.",

	"This Activity runs somewhere else than the page says. Close it and open it again from the channel.": "Cette Activité tourne ailleurs que là où la page l'indique. Fermez-la et rouvrez-la depuis le salon.",

	"Discord did not list your servers. Close the Activity and open it again.": "Discord n'a pas donné la liste de vos serveurs. Fermez l'Activité et rouvrez-la.",

	"You are not a member of the server this Activity runs in.": "Vous n'êtes pas membre du serveur où tourne cette Activité.",

	"No round is running in this channel, and the daily challenge isn't enabled.": "Aucune manche n'est en cours dans ce salon, et le défi du jour n'est pas activé.",

	`Send {"words": "..."}.`: `Envoyez {"words": "..."}.`,

	"That's more than %d bytes of words; enter at most %d words at a time.": "Ça fait plus de %d octets de mots ; entrez au maximum %d mots à la fois.",

	"Which word? Drag across the tiles or type one.": "Quel mot ? Glissez sur les cases ou tapez-en un.",

	"This board has no live updates: reload the page to see the latest.": "Cette grille n'a pas de mises à jour en direct : rechargez la page pour voir les dernières.",

	"Your words were NOT saved: the bot cannot write to its database right now. This is not something trying again can fix; the bot's admins have been told.": "Vos mots n’ont PAS été enregistrés : le bot ne peut pas écrire dans sa base de données pour le moment. Réessayer n’y changera rien ; les administrateurs du bot ont été prévenus.",
	"Your words were NOT saved: the database did not answer in time. Send them again in a moment.":                                                            "Vos mots n’ont PAS été enregistrés : la base de données n’a pas répondu à temps. Renvoyez-les dans un instant.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":                                            "Trop de pages suivent des parties en ce moment : les mises à jour en direct sont en pause, et la page réessaie dans quelques secondes.",

	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Cette grille est ouverte dans plus de %d onglets : celui-ci ne reçoit pas les mises à jour en direct. Fermez-en un autre et il se remet à jour en quelques secondes.",

	// The web board (web): its titles, and a link's refusal.
	"Daily board · %s":             "Grille du jour · %s",
	"Practice · %s":                "Entraînement · %s",
	"Live round · %dx%d · %s · %s": "Manche en direct · %dx%d · %s · %s",
	"%d minutes":                   Plural{One: "%d minute", Other: "%d minutes"},
	"This link doesn't work":       "Ce lien ne marche pas",
	"It was not made by this bot, or it was changed on the way. Ask the bot again with /daily, or the Play on the board button under a round.": "Il n'a pas été fait par ce bot, ou il a été modifié en route. Redemandez au bot avec /daily, ou avec le bouton Jouer sur la grille sous une manche.",
	"This link has expired": "Ce lien a expiré",
	"Links to the board work for 15 minutes after the bot gives them. Ask for a fresh one with /daily, or the Play on the board button under a round.": "Les liens vers la grille marchent 15 minutes après que le bot les donne. Demandez-en un nouveau avec /daily, ou avec le bouton Jouer sur la grille sous une manche.",

	// Discord: the commands' descriptions and choices (at most 100 characters each).
	"4x4":      "4x4",
	"5x5":      "5x5",
	"6x6":      "6x6",
	"all":      "tous (all)",
	"all time": "depuis toujours",
	"boggle":   "boggle",
	"classic":  "classique (classic)",
	"common":   "courant (common)",

	"delete-server: erase this server's data (admins)": "delete-server : effacer les données de ce serveur (admins)",

	"delete: erase my data":          "delete : effacer mes données",
	"export: send me a copy (JSON)":  "export : m'envoyer une copie (JSON)",
	"large":                          "étendu (large)",
	"off":                            "non (off)",
	"on":                             "oui (on)",
	"plain":                          "simple (plain)",
	"rich":                           "riche (rich)",
	"round wins":                     "manches gagnées",
	"scramble":                       "scramble",
	"standard":                       "standard",
	"this week":                      "cette semaine",
	"today":                          "aujourd'hui",
	"what is kept, and for how long": "ce qui est gardé, et combien de temps",
	"4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle)",

	"4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle, par défaut), 5 (Big Boggle) ou 6 (Super Big Boggle)",

	"A command (solve, daily setup…) or `boards`": "Une commande (solve, daily setup…) ou `boards`",

	"A hint, only for you: the next step for this channel's round, else the daily board": "Un indice, rien que pour vous : sur la manche de ce salon, sinon sur la grille du jour",

	"A past day: your words, the best you missed, their paths": "Un jour passé : vos mots, les meilleurs que vous avez manqués, leurs chemins",

	"End this channel's round now (whoever started it, or an admin)": "Terminer la manche de ce salon maintenant (qui l'a lancée, ou un admin)",

	"Guess words privately: the channel's round, else the daily board": "Proposer des mots en privé : pour la manche du salon, sinon pour la grille du jour",

	"Points, streaks and best day in the daily; live rounds won": "Points, séries et meilleur jour au défi du jour ; manches en direct gagnées",

	"Roll a board from real Boggle dice and make it this channel's board": "Lancer de vrais dés de Boggle et en faire la grille de ce salon",

	"Set the channel, time and timezone of the daily board posts (server admins)": "Régler le salon, l'heure et le fuseau des publications du défi du jour (admins)",

	"Show where a word lies on a board": "Montrer où se trouve un mot sur une grille",

	"Solve a Boggle board: every word, the points, and the best words' paths": "Résoudre une grille de Boggle : tous les mots, les points et le chemin des meilleurs",

	"Start a timed round of Boggle in this channel: everyone hunts words on one board": "Lancer une manche chronométrée dans ce salon : tout le monde cherche sur la même grille",

	"The daily's scores (season, today, week, all time) or live round wins": "Les scores du défi du jour (saison, jour, semaine, toujours) ou manches gagnées",

	"The words most worth learning for a board size: most points per board first": "Les mots qui valent le plus d'être appris pour une taille de grille, les plus rentables d'abord",

	"Today's daily board and your progress on it (only you see it)": "La grille du jour et votre progression (vous seul la voyez)",

	"What a word means, from WordNet; an inflected form finds its base word": "Le sens d'un mot anglais, d'après WordNet ; une forme fléchie trouve son mot de base",

	"What bogglebot keeps about you; export a copy or delete it": "Ce que bogglebot garde sur vous ; en exporter une copie ou l'effacer",

	"What each command does; /help COMMAND for its options, /help boards for boards": "Ce que fait chaque commande ; /help COMMANDE pour ses options, /help boards pour les grilles",

	"Your day as spoiler-free text to paste anywhere": "Votre journée en texte sans spoiler, à coller où vous voulez",

	"a board to play, e.g. lqre slus atic nren, or best (one of the best boards known)": "une grille à jouer, p. ex. lqre slus atic nren, ou best (l'une des meilleures connues)",

	"about (default), export, delete, or delete-server (admins)": "about (par défaut), export, delete ou delete-server (admins)",

	"board size: 4 (Boggle, default) or 5 (Big Boggle)": "taille de la grille : 4 (Boggle, par défaut) ou 5 (Big Boggle)",

	"board size: 4 (default), 5 or 6": "taille de la grille : 4 (par défaut), 5 ou 6",

	"classic (words two players find cancel, default) or all (every word scores)": "classic (un mot trouvé par deux joueurs s'annule, par défaut) ou all (tout mot compte)",

	"fewest letters a word needs (default 3 on 4x4, 4 on bigger boards)": "nombre minimal de lettres d'un mot (par défaut 3 en 4x4, 4 sur les plus grandes grilles)",

	"how long: 30s to 10m, e.g. 90s or 2m (default 3m)": "durée : de 30s à 10m, p. ex. 90s ou 2m (par défaut 3m)",

	"how many top words to draw (1-10, default 5)": "nombre de meilleurs mots à tracer (1-10, 5 par défaut)",
	"how many words (1-30, default 15)":            "combien de mots (1-30, 15 par défaut)",

	"local time of the board's post, HH:MM on a 24-hour clock (default 09:00)": "heure locale de publication de la grille, HH:MM sur 24 h (par défaut 09:00)",

	"may players ask /hint: on or off (default off in classic, on in all)": "autoriser /hint : on ou off (par défaut off en classic, on en all)",

	"plain (one roll, default) or rich (the richest of many rolls)": "plain (un seul lancer, par défaut) ou rich (la plus riche de plusieurs lancers)",

	"replay a past day for practice, YYYY-MM-DD (never counts)": "rejouer un jour passé pour s'entraîner, AAAA-MM-JJ (ne compte jamais)",

	"scoring: boggle (default) or scramble (Scramble with Friends letter values)": "décompte : boggle (par défaut) ou scramble (valeurs des lettres de Scramble with Friends)",

	"language of play: a code such as fr, de, pl, uk (default en; any other code lists them all)": "langue de jeu : un code comme fr, de, pl, uk (par défaut en ; un code inconnu les liste tous)",

	"language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)": "langue de la grille du jour : un code comme fr, de, pl (par défaut en ; un code inconnu les liste)",

	"size and quality in any order, e.g. 5 rich": "taille et qualité dans n'importe quel ordre, p. ex. 5 rich",

	"size, time and mode in any order, e.g. 5 2m all": "taille, durée et mode dans n'importe quel ordre, p. ex. 5 2m all",

	// What a command's free text holds, in /help's synopsis (`/random [SIZE QUALITY]`).
	"BOARD":          "GRILLE",
	"WORD":           "MOT",
	"WORDS":          "MOTS",
	"SIZE":           "TAILLE",
	"SIZE QUALITY":   "TAILLE QUALITÉ",
	"SIZE TIME MODE": "TAILLE DURÉE MODE",
	"DAY":            "JOUR",
	"COMMAND":        "COMMANDE",
	"ACTION":         "ACTION",

	"stop the daily posts (scores are kept)": "arrêter les publications du défi du jour (les scores sont gardés)",

	"the board (default: the last board solved or rolled in this channel)": "la grille (par défaut : la dernière résolue ou lancée dans ce salon)",

	"the letters row by row, e.g. lqre slus atic nren (default: this channel's board)": "les lettres ligne par ligne, p. ex. lqre slus atic nren (par défaut : la grille du salon)",

	"the word to define, e.g. recitals":               "le mot (anglais) à définir, p. ex. recitals",
	"the word to trace (then, optionally, the board)": "le mot à tracer (puis, si besoin, la grille)",
	"the words you found, separated by spaces":        "les mots que vous avez trouvés, séparés par des espaces",

	"season (default: this month), today, week, all, or rounds (live round wins)": "season (par défaut : ce mois-ci), today, week, all ou rounds (manches en direct gagnées)",

	"where days run midnight to midnight, e.g. Europe/Paris (default UTC)": "fuseau horaire des journées (de minuit à minuit), p. ex. Europe/Paris (par défaut UTC)",

	"where the daily board and results are posted (default: this channel)": "où publier la grille du jour et les résultats (par défaut : ce salon)",

	"which day, YYYY-MM-DD or yesterday (default: yesterday)": "quel jour, AAAA-MM-JJ ou yesterday (par défaut : hier)",

	"whose stats (default: yours)": "de qui voir les statistiques (par défaut : les vôtres)",

	"word list judging guesses: common (default), standard or large": "liste de mots qui juge les propositions : common (par défaut), standard ou large",

	"word list: common, standard or large (default: the bot's, standard unless its admin chose)": "liste de mots : common, standard ou large (par défaut celle du bot, standard sauf choix de l'admin)",

	"word list: common, standard or large (default: the daily's)": "liste de mots : common, standard ou large (par défaut : celle du défi du jour)",

	// Images (package render): headers, legends, labels.
	"%d points":     Plural{One: "%d point", Other: "%d points"},
	"%d pts":        Plural{One: "%d pt", Other: "%d pts"},
	"%d words · %s": Plural{One: "%d mot · %s", Other: "%d mots · %s"},

	"%d words · %s · %d cancelled": Plural{One: "%d mot · %s · annulés : %d", Other: "%d mots · %s · annulés : %d"},

	"cancelled":               "annulé",
	"missed":                  "manqué",
	"No words on this board.": "Aucun mot sur cette grille.",
	"and %d more:":            "et %d autres :",
	// The daily's share text (challenge.Share.Print) and its score ladder.
	"bogglebot #%s · %dx%d":      "bogglebot n° %s · %dx%d",
	"%d words":                   Plural{One: "%d mot", Other: "%d mots"},
	"(of %d words on the board)": Plural{One: "(sur %d mot dans la grille)", Other: "(sur %d mots dans la grille)"},
	"longest %d letters":         Plural{One: "le plus long : %d lettre", Other: "le plus long : %d lettres"},
	"🔥 %d-day streak":            Plural{One: "🔥 série de %d jour", Other: "🔥 série de %d jours"},
	"💡 %d hints":                 Plural{One: "💡 %d indice", Other: "💡 %d indices"},
	"%d%% of the points":         "%d %% des points",
	"under 1%% of the points":    "moins de 1 %% des points",
	"Beginner":                   "Débutant",
	"Good Start":                 "Bon début",
	"Moving Up":                  "Ça avance",
	"Good":                       "Bien",
	"Solid":                      "Solide",
	"Nice":                       "Joli",
	"Great":                      "Super",
	"Amazing":                    "Épatant",
	"Genius":                     "Génie",
	"Queen Bee":                  "Reine des abeilles",
	// Chat: the daily's share (bot/share.go).

	"That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.": "Ce bouton Partager était pour le %s, et ce jour est terminé : on ne partage que la grille du jour. `/daily share` partage celle d'aujourd'hui dès que vous avez un mot ; `/daily review %s` revient sur ce jour-là.",

	"That button is no longer available. `/daily` shows today's board.": "Ce bouton n'est plus disponible. `/daily` affiche la grille du jour.",

	// Chat: the runtime's refusals; reviews and practice (bot/review.go).
	"I'm restarting. Please try again in a few seconds.": "Je redémarre. Réessayez dans quelques secondes.",

	"I'm very busy right now. Please try again in a few seconds.": "Je suis très occupé en ce moment. Réessayez dans quelques secondes.",

	"You already have %d commands on the way. Wait for them, then try again.": Plural{One: "Vous avez déjà %d commande en cours. Attendez-la, puis réessayez.", Other: "Vous avez déjà %d commandes en cours. Attendez-les, puis réessayez."},

	"**Review, %s** `%s` · %dx%d, %s dictionary": "**Bilan du %s** `%s` · %dx%d, dictionnaire %s",

	"You didn't play that day. The board hid %s worth %s.": "Vous n'avez pas joué ce jour-là. La grille cachait %s pour %s.",

	"You found **%d of %s, %d of %s**.": "Vous avez trouvé **%d sur %s, %d sur %s**.",

	"Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.": "Rejouez-la pour vous entraîner avec `/daily day:%s` : cela ne compte jamais pour le classement ni pour votre série.",

	"Your words:":        "Vos mots :",
	"Found in practice:": "Trouvés à l'entraînement :",
	"Best you missed:":   "Les meilleurs que vous avez manqués :",

	"…and %d more words you missed.": Plural{One: "…et %d autre mot que vous avez manqué.", Other: "…et %d autres mots que vous avez manqués."},

	"**You found every word on the board!**": "**Vous avez trouvé tous les mots de la grille !**",

	"**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.": "**Entraînement : %s** `%s` (%dx%d, dictionnaire %s). Cela ne compte ni pour le classement, ni pour votre série, ni pour vos statistiques.",

	"It hides %s worth %s.":                      "Elle cache %s pour %s.",
	"In practice you've found **%d of %s, %s**.": "À l'entraînement, vous avez trouvé **%d sur %s, %s**.",

	"For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.": "Pendant %s, `/guess words:un deux trois` joue sur cette grille. `/daily` revient à celle d'aujourd'hui ; `/daily review %s` montre ce que vous avez manqué.",

	"%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.": "%sQuels mots ? Par exemple `/guess words:quilts relic slur`. Vous vous entraînez sur le %s : `/daily day:%s` affiche sa grille, `/daily` revient à celle d'aujourd'hui.",

	"**Practice, %s:** ":   "**Entraînement, %s :** ",
	"**+%s** (practice). ": "**+%s** (entraînement). ",

	"In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.": "À l'entraînement, vous avez **%d sur %s, %s** ; cela ne compte pas. `/daily` revient à la grille du jour.",

	"That button belongs to a round in another channel: press My words under the round's results there.": "Ce bouton appartient à une manche d'un autre salon : appuyez sur « Mes mots » sous les résultats de la manche, là-bas.",

	"That round isn't over yet: your words show here once its results are posted.": "Cette manche n'est pas encore finie : vos mots s'afficheront ici une fois ses résultats publiés.",

	"(cancelled)":              "(annulé)",
	"**Your round** `%s` · %s": "**Votre manche** `%s` · %s",

	"You didn't enter a word in this round. The board hid %s worth %s.": "Vous n'avez entré aucun mot dans cette manche. La grille cachait %s pour %s.",

	"You found **%s** of %s and scored **%s**": "Vous avez trouvé **%s** sur %s et marqué **%s**",
	" (words someone else also found cancel)":  " (les mots trouvés aussi par quelqu'un d'autre s'annulent)",
	"Start another with `/play`.":              "Lancez-en une autre avec `/play`.",
	// Chat: /help (bot/help.go); the commands' descriptions above serve it too.

	"**bogglebot** solves Boggle boards and runs games. Commands:": "**bogglebot** résout des grilles de Boggle et organise des parties. Commandes :",

	"`/help COMMAND` shows a command's options and examples, `/help boards` how to type a board.": "`/help COMMANDE` montre les options et des exemples d'une commande, `/help boards` comment taper une grille.",

	"%s: off":      "%s", // under **Off on this bot:**, no agreement to get wrong
	"%s: off (%s)": "%s (%s)",
	"the daily challenge, live rounds, hints and /privacy":                                 "le défi du jour, les manches en direct, les indices et /privacy",
	"no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE": "pas de base de données : définissez %s avec un fichier SQLite ou une URL postgres:// ; sur la console, --db FICHIER",
	"the web board": "la grille web",
	"the server sets %s and %s to turn it on": "le serveur définit %s et %s pour l'activer",
	"**Off on this bot:**":                    "**Désactivé sur ce bot :**",
	"`/help COMMAND`: a command's options and examples; `/help boards`: how to type a board; `/help off`: what is off on this bot.": "`/help COMMANDE` : options et exemples d'une commande ; `/help boards` : taper une grille ; `/help off` : ce qui est désactivé sur ce bot.",
	"Why, and how to turn them on: `/help off`.": "Pourquoi, et comment les activer : `/help off`.",
	"`%s` (or %s)": "`%s` (ou %s)",
	"Examples: %s": "Exemples : %s",

	"There is no help on `%s`.%s Type `/help` for the list of commands, or `/help boards` for how to type a board.": "Il n'y a pas d'aide sur `%s`.%s Tapez `/help` pour la liste des commandes, ou `/help boards` pour savoir comment taper une grille.",

	"**Boards** are typed row by row, in any case:\n• `lqre slus atic nren` — rows split by spaces (or `/` or `,`)\n• `perslatgsineters` — all tiles in one run\n• `l qu r e / s l u s / a t i c / n r e n` — one tile per word; `q` alone is the Qu tile\n• `[th]` is a two-letter die face (Super Big Boggle) and `#` a blank tile\nSizes 3x3 to 8x8. Options go as `name:value`, e.g. `top:8`, `dict:large`.": "Les **grilles** se tapent ligne par ligne, en majuscules ou minuscules :\n• `lqre slus atic nren` — lignes séparées par des espaces (ou `/` ou `,`)\n• `perslatgsineters` — toutes les cases d'un seul trait\n• `l qu r e / s l u s / a t i c / n r e n` — une case par mot ; `q` seul est la case Qu\n• `[th]` est une face de dé à deux lettres (Super Big Boggle) et `#` une case vide\nTailles de 3x3 à 8x8. Les options s'écrivent `nom:valeur`, p. ex. `top:8`, `dict:large`.",

	// Chat: /daily and /guess (bot/daily.go, bot/shared.go).
	"%d hints":          Plural{One: "%d indice", Other: "%d indices"},
	" (%d hints taken)": Plural{One: " (%d indice pris)", Other: " (%d indices pris)"},

	"🐝 **%s** · %d more points to %s": Plural{Arg: 2, One: "🐝 **%s** · encore %d point pour %s", Other: "🐝 **%s** · encore %d points pour %s"},

	"🐝 **%s**: every point on the board!": "🐝 **%s** : tous les points de la grille !",

	"%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.": "%sQuels mots ? Par exemple `/guess words:quilts relic slur`. `/daily` affiche la grille du jour.",

	"%sWhich words? Type them separated by spaces, for example `/guess quilts relic slur`.": "%sQuels mots ? Tapez-les séparés par des espaces, par exemple `/guess quilts relic slur`.",

	"**Daily board, %s**: `%s` (%dx%d, %s dictionary)": "**Grille du jour, %s** : `%s` (%dx%d, dictionnaire %s)",
	"Accepted:":      "Acceptés :",
	"Already found:": "Déjà trouvés :",

	"I read no word in `%s`: a word is letters a-z. ": "Je ne lis aucun mot dans `%s` : un mot, ce sont des lettres a-z. ",

	"No words yet today. `/daily` shows the board (`%s`).": "Aucun mot pour l'instant aujourd'hui. `/daily` affiche la grille (`%s`).",

	"Not a word (letters a-z only):":                     "Pas un mot (lettres a-z seulement) :",
	"A q with no u after it (q is only on the Qu tile):": "Un q sans u après lui (le q n'est que sur la case Qu) :",
	"Letters that no die of %s has:":                     "Lettres qu'aucun dé ne porte en %s :",
	"No letters:":                                        "Aucune lettre :",
	"Too long (at most %d letters):":                     "Trop longs (%d lettres au plus) :",
	"Not in the %s dictionary:":                          "Hors du dictionnaire %s :",
	"Not on the board:":                                  "Pas sur la grille :",
	"Play on the board":                                  "Jouer sur la grille",
	"**1st**":                                            "**1er**",
	"**2nd**":                                            "**2e**",
	"**3rd**":                                            "**3e**",
	"Opening the board… If nothing opens, use the Play on the board button.": "Ouverture de la grille… Si rien ne s'ouvre, utilisez le bouton « Jouer sur la grille ».",
	"**Leaderboard, live rounds won**":                                       "**Classement : manches en direct gagnées**",
	"No round has been played here yet. Start one with `/play`.":             "Aucune manche n'a encore été jouée ici. Lancez-en une avec `/play`.",
	"Revealed by a hint (found, no points):":                                 "Révélés par un indice (trouvés, sans points) :",
	"Share":                                                                  "Partager",
	"Today you have **%s, %s**%s: rank %d of %d.":                            "Aujourd'hui, vous avez **%s, %s**%s : rang %d sur %d.",
	"Too short (%d+ letters):":                                               "Trop courts (%d lettres minimum) :",

	"Too tangled to check (the board repeats their letters too often):": "Trop emmêlés pour être vérifiés (la grille répète trop leurs lettres) :",

	"Words need %d+ letters, through touching tiles, each tile once. Guess with `/guess words:one two three`; only you see your guesses. The day ends in %s (midnight, %s).": "Un mot compte %d lettres ou plus, sur des cases qui se touchent, chaque case une seule fois. Proposez avec `/guess words:un deux trois` ; vous seul voyez vos propositions. La journée se termine dans %s (minuit, %s).",

	"You haven't found any words yet%s. It hides %s worth %s.": "Vous n'avez encore trouvé aucun mot%s. Elle cache %s pour %s.",

	"You've found **%d of %s, %s**%s: rank %d of %d.": "Vous avez trouvé **%d sur %s, %s**%s : rang %d sur %d.",
	"Your words: ": "Vos mots : ",
	// Chat: /solve, /path, /random (bot/builtin.go).
	" It isn't in the %s dictionary either.": " Il n'est pas non plus dans le dictionnaire %s.",
	"%d+ letters":                            "%d lettres minimum",
	"%dx%d · %s dictionary":                  "%dx%d · dictionnaire %s",
	"%s dictionary":                          "dictionnaire %s",
	"%s dictionary, %s":                      "dictionnaire %s, %s",

	"%s: `%s`\nIt hides %s (%s dictionary). Find them, then `/solve` to see them all or `/path WORD` to check one.": "%s : `%s`\nElle cache %s (dictionnaire %s). Trouvez-les, puis `/solve` pour les voir tous ou `/path MOT` pour en vérifier un.",

	"**%s** is not on the board `%s` (it is a word, but its letters don't join up here).": "**%s** n'est pas sur la grille `%s` (c'est bien un mot, mais ses lettres ne se suivent pas ici).",

	"**%s** is not on the board `%s` (it isn't in the %s dictionary either).": "**%s** n'est pas sur la grille `%s` (ni dans le dictionnaire %s).",

	"**%s** is not on the board `%s`: %s.%s": "**%s** n'est pas sur la grille `%s` : %s.%s",

	"**%s** is on the board `%s`, but it isn't in the %s dictionary, so it scores nothing.": "**%s** est sur la grille `%s`, mais pas dans le dictionnaire %s : il ne rapporte rien.",

	"**%s** is on the board `%s`, but words need %d+ letters to score here.": "**%s** est sur la grille `%s`, mais ici un mot doit avoir %d lettres ou plus pour compter.",

	"**%s**: %s on `%s` (%s).": "**%s** : %s sur `%s` (%s).",
	"**%s**: %s on `%s`.":      "**%s** : %s sur `%s`.",
	"**%s, %s** on `%s` (%s)":  "**%s, %s** sur `%s` (%s)",

	"`%s` is a link, not a word: type the word's letters.": "`%s` est un lien, pas un mot : tapez les lettres du mot.",
	"`%s` is not a word: `%s` is not a letter.":            "`%s` n'est pas un mot : `%s` n'est pas une lettre.",
	"A word is letters a-z only, and `%s` is not.":         "Un mot, ce sont des lettres a-z uniquement, et `%s` n'en est pas un.",

	"I can't tell whether **%s** is on the board `%s`: the board repeats its letters so often that I stopped searching before I found a path or ruled one out.%s": "Je ne peux pas dire si **%s** est sur la grille `%s` : elle répète tant ses lettres que j'ai arrêté de chercher avant de trouver un chemin ou d'en exclure un.%s",

	"New %dx%d board from the %s dice": "Nouvelle grille %dx%d avec les dés %s",
	"New rich %dx%d board, %s":         "Nouvelle grille riche %dx%d, %s",

	"No words here. Try `dict:large`, or a board with more vowels.": "Aucun mot ici. Essayez `dict:large`, ou une grille avec plus de voyelles.",

	"No words of %d+ letters here. Try a lower `min`, `dict:large`, or a board with more vowels.": "Aucun mot de %d lettres ou plus ici. Essayez un `min` plus bas, `dict:large`, ou une grille avec plus de voyelles.",

	"Not in the %s dictionary":                 "Absent du dictionnaire %s",
	"Path (row, column from the top left): %s": "Chemin (ligne, colonne depuis le coin en haut à gauche) : %s",
	"Scramble scoring":                         "décompte Scramble",

	"That button is no longer available. Run `/solve` again.": "Ce bouton n'est plus disponible. Relancez `/solve`.",

	"This board repeats its letters so much that I stopped searching after %d steps: the list may be missing words.": "Cette grille répète tellement ses lettres que j'ai arrêté de chercher après %d étapes : il peut manquer des mots à la liste.",

	"Too short: words need %d+ letters to score on %dx%d": "Trop court : il faut %d lettres ou plus pour compter en %dx%d",

	"Top %d: ": "Top %d : ",
	// Chat: live rounds, what only the player sees (bot/round.go).

	" (before the words others also found cancel)": " (avant que les mots trouvés aussi par d'autres ne s'annulent)",

	"**Round:** ":   "**Manche :** ",
	". It ends %s.": ". Elle se termine %s.",
	"Enter words":   "Saisir des mots",
	"Your words":    "Vos mots",
	"That button belongs to a round in another channel.": "Ce bouton appartient à une manche d'un autre salon.",

	"That button is no longer available. Start a round with `/play`.": "Ce bouton n'est plus disponible. Lancez une manche avec `/play`.",

	"That form belongs to a round in another channel.": "Ce formulaire appartient à une manche d'un autre salon.",

	"The board doesn't open inside this app. Use the Play on the board button.": "La grille ne s'ouvre pas dans cette application. Utilisez le bouton « Jouer sur la grille ».",

	"The last round in this channel has just ended and its results are on their way: `/play` again once they are posted, in a moment.": "La dernière manche de ce salon vient de se terminer et ses résultats arrivent : relancez `/play` une fois qu'ils sont publiés, dans un instant.",

	"The web board isn't enabled on this bot. Enter your words with `/guess WORDS`.": "La grille web n'est pas activée sur ce bot. Entrez vos mots avec `/guess MOTS`.",

	"Type or paste as many words as you like, separated by spaces or new lines": "Tapez ou collez autant de mots que vous voulez, séparés par des espaces ou des retours à la ligne",

	"Type your words with `/guess WORDS`, separated by spaces.": "Tapez vos mots avec `/guess MOTS`, séparés par des espaces.",

	"You have **%s, %s** in this round": "Vous avez **%s, %s** dans cette manche",

	"Your personal link to this round's board (it opens for 15 minutes; don't share it: it plays as you). The round ends %s.": "Votre lien personnel vers la grille de cette manche (il reste valable 15 minutes ; ne le partagez pas : il joue en votre nom). La manche se termine %s.",

	// Chat: /hint (bot/hint.go). "the daily board" follows "on" (German: dative).
	"the daily board":   "la grille du jour",
	"the round's board": "la grille de la manche",

	"**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:": "**Indice %d : les mots restants.** Il vous reste **%s** à trouver sur %s, pour %s. Par première lettre et longueur :",

	"**Hint %d: where your words left start.** The number on each tile counts the words you have left that can start there (a word that can start on two tiles counts on both).": "**Indice %d : où commencent vos mots restants.** Le nombre sur chaque case compte les mots restants qui peuvent y commencer (un mot qui peut commencer sur deux cases compte sur les deux).",

	"**Hint %d: a %d-letter word starting with `%s`**, on %s. It now scores nothing for you, since a hint gave it away; every other word scores as usual.": "**Indice %d : un mot de %d lettres qui commence par `%s`**, sur %s. Il ne vous rapporte plus rien, puisqu'un indice l'a dévoilé ; tous les autres mots comptent normalement.",

	"**Hint %d: the path of %s** (%d letters) on %s: %s. It scores nothing for you now; every other word scores as usual.": "**Indice %d : le chemin de %s** (%d lettres) sur %s : %s. Il ne vous rapporte plus rien ; tous les autres mots comptent normalement.",

	"Hint %d · scores nothing for you": "Indice %d · ne vous rapporte rien",

	"Hint %d · where your %d words left start": Plural{Arg: 2, One: "Indice %[1]d · où commence votre dernier mot", Other: "Indice %d · où commencent vos %d mots restants"},

	"Hints in this round: %d (shown beside your score). Next `/hint`: %s.": "Indices dans cette manche : %d (affichés à côté de votre score). Prochain `/hint` : %s.",

	"Hints today: %d (shown beside your score). Next `/hint`: %s.": "Indices aujourd'hui : %d (affichés à côté de votre score). Prochain `/hint` : %s.",

	"You're practising %s, and hints are for today's board and live rounds only: a hint now would count on today's score. `/daily` goes back to today's board; then `/hint` helps there.": "Vous vous entraînez sur le %s, et les indices ne servent que pour la grille du jour et les manches en direct : un indice maintenant compterait sur votre score du jour. `/daily` revient à la grille du jour ; ensuite, `/hint` vous y aide.",

	"a heat map of where they start":        "une carte des cases où ils commencent",
	"its path":                              "son chemin",
	"the first two letters of another word": "les deux premières lettres d'un autre mot",
	"the first two letters of one word":     "les deux premières lettres d'un mot",
	// Chat: /leaderboard (the channel's language) and /stats (bot/daily.go).
	"%d days":                    Plural{One: "%d jour", Other: "%d jours"},
	"%d rounds won of %d played": Plural{One: "%d manche gagnée sur %d", Other: "%d manches gagnées sur %d"},
	"%d rounds":                  Plural{One: "%d manche", Other: "%d manches"},
	"…and %d more players.":      Plural{One: "…et %d autre joueur.", Other: "…et %d autres joueurs."},
	" You are #%d with %s.":      " Vous êtes n° %d avec %s.",
	"%s hasn't played the daily challenge here yet.": "%s n'a pas encore joué au défi du jour ici.",
	"**%s** in the daily challenge":                  "**%s** au défi du jour",
	"**Leaderboard, %s**":                            "**Classement du %s**",
	"**Leaderboard, all time**":                      "**Classement de tous les temps**",
	"**Leaderboard, this week** (since %s)":          "**Classement de la semaine** (depuis le %s)",
	"🔥 Streak: %s":                                   "🔥 Série : %s",
	"❄️ Streak freezes: %d of %d":                    "❄️ Jokers de série : %d sur %d",
	"🏆 Season of %s: #%d of %d":                      "🏆 Saison de %s : rang %d sur %d",
	"🏆 Season of %s: not on the board yet":           "🏆 Saison de %s : pas encore au classement",
	"USER": "JOUEUR",
	"this server's stats instead: players per day, the season's race (admins)": "plutôt les statistiques du serveur : joueurs par jour, course de la saison (admins)",
	"see this server's stats": "voir les statistiques de ce serveur",
	"**This server in the daily**, season of %s: %s this season, %d today, over %s.": "**Ce serveur au défi du jour**, saison de %s : %s cette saison, %d aujourd'hui, sur %s.",
	"1st":             "1er",
	"Best words":      "Meilleurs mots",
	"Daily challenge": "Défi du jour",
	"Daily scores":    "Scores du jour",
	"Days played":     "Jours joués",
	"Players per day": "Joueurs par jour",
	"Season of %s":    "Saison de %s",
	"Stats of %s in the daily: %s, %s; a streak of %s (best %s); a calendar of the last %d weeks with %s played, %d on the podium; the spread of daily scores; the best words.": "Statistiques de %s au défi du jour : %s, %s ; une série de %s (record : %s) ; un calendrier des %d dernières semaines avec %s joués, %d sur le podium ; la répartition des scores du jour ; les meilleurs mots.",
	"The season's race":        "La course de la saison",
	"The season's race: %s.":   "La course de la saison : %s.",
	"This server in the daily": "Ce serveur au défi du jour",
	"This server's daily in the season of %s: players each day (at most %d on one day), and the season's race: %s.": "Le défi du jour de ce serveur pendant la saison de %s : les joueurs de chaque jour (au plus %d en un jour) et la course de la saison : %s.",
	"`freezes` is a number of streak freezes from 0 (off) to %d, not `%s`.":                                         "`freezes` est un nombre de jokers de série de 0 (désactivé) à %d, pas `%s`.",
	"best streak":           "meilleure série",
	"day streak":            "jours de série",
	"days":                  "jours",
	"days played":           "jours joués",
	"freezes":               "jokers",
	"frozen":                "joker",
	"nobody has scored yet": "personne n'a encore marqué",
	"played":                "joué",
	"players":               "joueurs",
	"podium":                "podium",
	"points":                "points",
	"words":                 "mots",
	"• Streak freezes: **%d** of %d (one more every %d days played; a missed day spends one)":                                                     "• Jokers de série : **%d** sur %d (un de plus tous les %d jours joués ; un jour manqué en coûte un)",
	"• Streak freezes: a player keeps up to **%d**, earns one every %d days played, and a missed day spends one instead of breaking their streak": "• Jokers de série : chaque joueur en garde jusqu'à **%d**, en gagne un tous les %d jours joués, et un jour manqué en coûte un au lieu de briser sa série",
	"streak freezes a player may keep: one earned every 7 days played; 0 is off":                                                                  "jokers de série qu'un joueur peut garder : un gagné tous les 7 jours joués ; 0 désactive",
	"I can't read the season `%s`: a season is a month, written YYYY-MM, like `2026-11`.":                                                         "Je ne peux pas lire la saison `%s` : une saison est un mois, écrit AAAA-MM, comme `2026-11`.",
	"The season `%s` hasn't happened yet: this season is %s. `/leaderboard season` shows its race.":                                               "La saison `%s` n'a pas encore eu lieu : la saison en cours est celle de %s. `/leaderboard season` montre sa course.",
	"%[1]s %[2]s": "%[1]s %[2]s",
	"this season": "cette saison",
	"a past season: its month, written YYYY-MM (2026-11)": "une saison passée : son mois, écrit AAAA-MM (2026-11)",
	"PERIOD":                            "PÉRIODE",
	"**Final standings, season of %s**": "**Classement final, saison de %s**",
	"**Leaderboard, season of %s** (day %d of %d)": "**Classement, saison de %s** (jour %d sur %d)",
	"Nobody played the daily that season.":         "Personne n'a joué au défi du jour pendant cette saison.",
	"The season ends after %s; then a new race begins. `/leaderboard week` and `/leaderboard all` show the other views.": "La saison se termine après le %s ; une nouvelle course commence alors. `/leaderboard week` et `/leaderboard all` montrent les autres classements.",
	"**Awards**":      "**Récompenses**",
	"Awards":          "Récompenses",
	"Awards: %s.":     "Récompenses : %s.",
	"Best day":        "Meilleur jour",
	"Final standings": "Classement final",
	"Final standings of the season of %s: %s.": "Classement final de la saison de %s : %s.",
	"Longest streak":             "Plus longue série",
	"Longest word":               "Mot le plus long",
	"Most words":                 "Le plus de mots",
	"Nobody played this season.": "Personne n'a joué cette saison.",
	"The rest of the race":       "La suite du classement",
	"• Most words: **%s**, %s":   "• Le plus de mots : **%s**, %s",
	"• Longest word: **%s** (%s), by **%s** on %s":                "• Mot le plus long : **%s** (%s), par **%s** le %s",
	"• Best day: **%s**, %s on %s":                                "• Meilleur jour : **%s**, %s le %s",
	"• Longest streak: **%s**, %s in a row":                       "• Plus longue série : **%s**, %s d'affilée",
	"The season of %s starts now: `/leaderboard` shows its race.": "La saison de %s commence : `/leaderboard` montre sa course.",

	"Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it.": "Personne n'a encore marqué. Soyez le premier : `/daily` affiche la grille, `/guess` propose des mots.",

	"There is no `%s` leaderboard: choose `season`, `today`, `week`, `all`, `rounds`, or a past season written YYYY-MM.": "Il n'y a pas de classement `%s` : choisissez `season`, `today`, `week`, `all`, `rounds`, ou une saison passée écrite AAAA-MM.",

	"You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.": "Vous n'avez pas encore joué au défi du jour ici. `/daily` affiche la grille du jour ; `/guess` propose des mots.",

	"• **%s**, %s over %s":               "• **%s**, %s en %s",
	"• Best day: **%s** on %s":           "• Meilleur jour : **%s** le %s",
	"• Favourite long word: **%s** (%s)": "• Mot long préféré : **%s** (%s)",

	"• Favourite long word: found today, revealed after midnight (%d letters)": "• Mot long préféré : trouvé aujourd'hui, dévoilé après minuit (%d lettres)",

	"• Live rounds: **%s played**, %s won": "• Manches en direct : jouées **%s**, gagnées %s",
	"• Streak: **%s** (best %s)":           "• Série : **%s** (record : %s)",
	// Discord: the lang: option's description (bot/lang.go).
	// Chat: the handler chain's own answers (bot/chain.go).
	"Only server admins can use `/%s`.": "Seuls les admins du serveur peuvent utiliser `/%s`.",

	"That button is no longer available. Run the command again.": "Ce bouton n'est plus disponible. Relancez la commande.",

	"That took too long and was cancelled. Please try again.": "C'était trop long et c'est annulé. Réessayez.",
	// Chat: /privacy (bot/privacy.go).
	"%d daily words":         Plural{One: "%d mot du défi du jour", Other: "%d mots du défi du jour"},
	"%d hours":               Plural{One: "%d heure", Other: "%d heures"},
	"%d practice words":      Plural{One: "%d mot d'entraînement", Other: "%d mots d'entraînement"},
	"%d round words":         Plural{One: "%d mot de manche", Other: "%d mots de manche"},
	"%d servers":             Plural{One: "%d serveur", Other: "%d serveurs"},
	"%s and %s":              "%s et %s",
	"%s in %s":               "%s dans %s",
	"%s on %s":               "%s sur %s",
	"%s, in %s":              "%s, dans %s",
	"**Kept now:** %s.":      "**Gardé actuellement :** %s.",
	"**Kept now:** nothing.": "**Gardé actuellement :** rien.",
	"**What bogglebot keeps about you** on %s:": "**Ce que bogglebot garde sur vous** sur %s :",
	"Delete my data":            "Effacer mes données",
	"Delete this server's data": "Effacer les données du serveur",

	"Done: everything bogglebot kept about this server is erased.": "C'est fait : tout ce que bogglebot gardait sur ce serveur est effacé.",

	"Done: everything bogglebot kept about you on %s is erased.": "C'est fait : tout ce que bogglebot gardait sur vous sur %s est effacé.",

	"Here is everything bogglebot keeps about you on %s (%s), as JSON.": "Voici tout ce que bogglebot garde sur vous sur %s (%s), en JSON.",

	"It is kept %s, and erased %s after bogglebot is removed from a server, when the platform tells it.": "C'est gardé %s, et effacé %s après le retrait de bogglebot d'un serveur, quand la plateforme le signale.",

	"Nothing else: not your messages, not your e-mail.": "Rien d'autre : ni vos messages, ni votre e-mail.",

	"That button erases another player's data: only they can press it. Run `/privacy delete` to erase yours.": "Ce bouton efface les données d'un autre joueur : lui seul peut l'utiliser. Lancez `/privacy delete` pour effacer les vôtres.",

	"That button erases another server's data: run `/privacy delete-server` in the server you mean.": "Ce bouton efface les données d'un autre serveur : lancez `/privacy delete-server` dans le serveur voulu.",

	"That button is from an older version of bogglebot: run `/privacy` again.": "Ce bouton vient d'une ancienne version de bogglebot : relancez `/privacy`.",

	"There is no server in a direct message: `/privacy delete` erases your own data.": "Il n'y a pas de serveur dans un message privé : `/privacy delete` efface vos propres données.",

	"This bot is running without a database (none is set up, or it could not be opened when the bot started), so it keeps nothing about you now: only, for a day at most and in memory, the last board typed in each channel, and for seconds your rate limit. There is nothing to export or delete here.": "Ce bot tourne sans base de données (aucune n'est configurée, ou elle n'a pas pu être ouverte au démarrage) : il ne garde donc rien sur vous en ce moment, seulement, en mémoire et pour un jour au plus, la dernière grille tapée dans chaque salon, et pendant quelques secondes votre limite de fréquence. Il n'y a rien à exporter ni à effacer ici.",

	"This erases everything bogglebot keeps about this server: its daily challenge settings, and every player's words, hints, practice and rounds here. The daily stops until someone runs `/daily setup` again. It cannot be undone.": "Cela efface tout ce que bogglebot garde sur ce serveur : les réglages du défi du jour, et les mots, indices, entraînements et manches de chaque joueur ici. Le défi du jour s'arrête jusqu'à ce que quelqu'un relance `/daily setup`. C'est irréversible.",

	"This erases everything bogglebot keeps about you on %s, in every server: %s. Leaderboards and round standings are worked out again without you (messages already posted in channels stay as they are). It cannot be undone.": "Cela efface tout ce que bogglebot garde sur vous sur %s, dans tous les serveurs : %s. Les classements et les résultats des manches sont recalculés sans vous (les messages déjà publiés dans les salons restent tels quels). C'est irréversible.",

	"`%s` is not something `/privacy` does: did you mean `/privacy %s`? It does `about`, `export`, `delete` and `delete-server`.": "`/privacy` ne fait pas `%s` : vouliez-vous dire `/privacy %s` ? Il fait `about`, `export`, `delete` et `delete-server`.",

	"`%s` is not something `/privacy` does: use `about`, `export`, `delete` or `delete-server`. For example `/privacy export`.": "`/privacy` ne fait pas `%s` : utilisez `about`, `export`, `delete` ou `delete-server`. Par exemple `/privacy export`.",

	"`/privacy export` sends you a copy; `/privacy delete` erases it.": "`/privacy export` vous en envoie une copie ; `/privacy delete` l'efface.",

	"as long as the server keeps bogglebot": "tant que le serveur garde bogglebot",

	"bogglebot keeps nothing about you on %s: there is nothing to delete.": "bogglebot ne garde rien sur vous sur %s : il n'y a rien à effacer.",

	"bogglebot keeps nothing about you on %s: there is nothing to export.": "bogglebot ne garde rien sur vous sur %s : il n'y a rien à exporter.",

	"for %s, then aged out": "pendant %s, puis supprimé",
	"this platform":         "cette plateforme",
	"your name":             "votre nom",

	"• the daily words you found (points and time), the hints you took, and your practice replays;": "• les mots du défi du jour que vous avez trouvés (points et heure), les indices pris, et vos parties d'entraînement ;",

	"• your display name, beside your scores in each server;": "• votre nom affiché, à côté de vos scores dans chaque serveur ;",

	"• your words, hints and standing in live rounds, and the rounds you started;": "• vos mots, indices et classements dans les manches en direct, et les manches que vous avez lancées;",

	// Chat: /study (bot/study.go).

	"**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.": "**Les mots à apprendre pour les grilles %dx%d** (dictionnaire %s), les plus rentables par grille d'abord. Sur %d lancers des dés %s, une grille contenait en moyenne %.0f mots et %.0f points.",
	"The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.":                                          "La liste des mots à apprendre pour les grilles %dx%d en %s est en préparation : elle est faite une fois, puis gardée. Réessayez dans une minute.",

	"The count is given twice (`%s` and `%s`). %s": "Le nombre est donné deux fois (`%s` et `%s`). %s",

	"The dictionary is given twice (`%s` and `%s`). %s": "Le dictionnaire est donné deux fois (`%s` et `%s`). %s",

	"Too many numbers in `%s`. %s": "Trop de nombres dans `%s`. %s",
	"Too many words in `%s`. %s":   "Trop de mots dans `%s`. %s",

	"`%s` is not a size, a dictionary or a count. %s": "`%s` n'est ni une taille, ni un dictionnaire, ni un nombre. %s",

	"%.0f%%":                    "%.0f %%",
	"%.1f%%":                    "%.1f %%",
	"%.2f%%":                    "%.2f %%",
	"`%s` on %s of boards · %s": "`%s` sur %s des grilles · %s",

	"`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.": "`/study` prend une taille (4, 5 ou 6), un dictionnaire (%s) et un nombre de mots (1-%d), par exemple `/study 5 large 20`.",

	"`count` must be a whole number from 1 to %d, not `%s`.": "`count` doit être un nombre entier de 1 à %d, pas `%s`.",

	"`size` must be 4, 5 or 6, not `%s`. %s": "`size` doit valoir 4, 5 ou 6, pas `%s`. %s",
	// Chat: /define's own words (bot/define.go); WordNet's definitions stay English, and say so.
	" and ":                   " et ",
	"**%s** is a form of %s.": "**%s** est une forme de %s.",
	"Also: %s.":               "Aussi : %s.",

	"From WordNet 3.0 (Princeton University).": "D'après WordNet 3.0 (Princeton University) : les définitions sont en anglais.",

	"One word at a time, please: `%s` is %d words. For example `/define sinecure`.": "Un mot à la fois, s'il vous plaît : `%s` fait %d mots. Par exemple `/define sinecure`.",

	"That word is on bogglebot's blocklist of slurs, so I don't define it.": "Ce mot est dans la liste des insultes bloquées par bogglebot : je ne le définis pas.",

	"Which word? For example `/define sinecure`.": "Quel mot ? Par exemple `/define sinecure`.",

	"WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.": "WordNet n'a pas d'entrée pour `%s`. Il contient des noms, verbes, adjectifs et adverbes anglais, pas des noms propres ni de petits mots comme `the`.",

	"`%s` is %d letters long; I define words of at most %d.": "`%s` fait %d lettres ; je définis des mots de %d lettres au plus.",

	// Chat: /daily setup's confirmation (the channel's language) and tomorrow's rules (bot/daily.go).
	"%dx%d board, %s dictionary":        "grille %dx%d, dictionnaire %s",
	"**Daily challenge set up** by %s.": "**Défi du jour configuré** par %s.",

	"**Daily posts stopped** by %s. Scores are kept, and everyone can still play with `/daily` and `/guess`. Turn the posts back on with `/daily setup channel:#channel`.": "**Publications du défi du jour arrêtées** par %s. Les scores sont gardés, et tout le monde peut encore jouer avec `/daily` et `/guess`. Réactivez les publications avec `/daily setup channel:#salon`.",

	"**From tomorrow (%s): %s.** Today's game stays as it is.": "**À partir de demain (%s) : %s.** La partie d'aujourd'hui reste telle quelle.",

	"From tomorrow (%s): %s.": "À partir de demain (%s) : %s.",

	"No boards are posted on a schedule here: `/daily` shows the board whenever you like.": "Aucune grille n'est publiée à heure fixe ici : `/daily` affiche la grille quand vous voulez.",

	"Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.": "Configurez le défi du jour dans un salon de serveur. En message privé, vous jouez la grille du jour seul (journées UTC), avec `/daily` et `/guess`.",

	"Today's board goes out at %s.":           "La grille du jour sera publiée à %s.",
	"Today's board goes out within a minute.": "La grille du jour sera publiée d'ici une minute.",
	"days midnight to midnight in %s":         "journées de minuit à minuit en %s",
	"• %dx%d board, **%s** dictionary":        "• grille %dx%d, dictionnaire **%s**",

	"• Days run midnight to midnight in **%s** (it's %s there now)": "• Les journées vont de minuit à minuit en **%s** (là-bas, il est %s)",

	"• Posts in %s: the board at **%s**, the results just after midnight": "• Publications dans %s : la grille à **%s**, les résultats juste après minuit",

	// Chat: /solve's buttons (bot/shared.go).
	"All %d words":             Plural{One: "Le seul mot", Other: "Les %d mots"},
	"Show the path of a word…": "Voir le chemin d'un mot…",
	// Chat: reading typed commands (bot/text.go, bot/suggest.go), worded when the reader is known (bot.ErrorIn).
	" Did you mean %s or %s?":     " Vouliez-vous dire %s ou %s ?",
	" Did you mean %s, %s or %s?": " Vouliez-vous dire %s, %s ou %s ?",
	" Did you mean %s?":           " Vouliez-vous dire %s ?",
	" For example `%s`.":          " Par exemple `%s`.",
	"A quote `\"` is not closed.": "Un guillemet `\"` n'est pas fermé.",
	"Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all.": "Les commandes commencent par `/`, par exemple `/solve lqre slus atic nren`. Tapez `/help` pour les voir toutes.",
	"I don't know `/%s`.%s Type `/help %s` to see its options.":                                        "Je ne connais pas `/%s`.%s Tapez `/help %s` pour voir ses options.",
	"I don't know the command `%s`.%s Type `/help` to see them all.":                                   "Je ne connais pas la commande `%s`.%s Tapez `/help` pour les voir toutes.",
	"I don't know the command `/%s`.%s Type `/help` to see what I can do.":                             "Je ne connais pas la commande `/%s`.%s Tapez `/help` pour voir ce que je sais faire.",
	"Its options are %s.": "Ses options : %s.",
	"Type a command, for example `/solve lqre slus atic nren`, or `/help`.": "Tapez une commande, par exemple `/solve lqre slus atic nren`, ou `/help`.",
	"Type just `/%s`.":              "Tapez simplement `/%s`.",
	"`%s` is given twice in `/%s`.": "`%s` est donné deux fois dans `/%s`.",
	"In `/%s`, I can't tell where the board ends: `board:%s` (%dx%d) or `board:%s` (%dx%d)? Put the board you mean in quotes: `board:\"%s\"` or `board:\"%s\"`.": "Dans `/%s`, je ne vois pas où finit la grille : `board:%s` (%dx%d) ou `board:%s` (%dx%d) ? Mettez la grille voulue entre guillemets : `board:\"%s\"` ou `board:\"%s\"`.",
	"`/%s` has no option `%s`. %s":        "`/%s` n'a pas d'option `%s`. %s",
	"`/%s` needs a %s.%s":                 "`/%s` a besoin de l'option %s.%s",
	"`/%s` takes no free text (`%s`). %s": "`/%s` ne prend pas de texte libre (`%s`). %s",
	// Chat: the daily's scheduled posts (bot/scheduler.go), in the server's language of play.
	" …and %d more":                            " …et %d autres",
	"**Best words nobody found:** ":            "**Meilleurs mots que personne n'a trouvés :** ",
	"**Daily board, %s**: `%s`":                "**Grille du jour, %s** : `%s`",
	"**Results of the daily board, %s**: `%s`": "**Résultats de la grille du jour, %s** : `%s`",
	"A new board is up: `/daily`.":             "Une nouvelle grille est en ligne : `/daily`.",
	"Everyone: ":                               "Tout le monde : ",
	"Find as many words as you can before midnight (%s): %d+ letters, through touching tiles, each tile once. The board hides **%s** in the %s dictionary.": "Trouvez autant de mots que possible avant minuit (%s) : %d lettres ou plus, sur des cases qui se touchent, chaque case une seule fois. La grille cache **%s** du dictionnaire %s.",
	"Nobody played this one. It hid **%s** worth %s.": "Personne n'a joué celle-ci. Elle cachait **%s** pour %s.",
	"Play privately with `/guess words:one two three`. `/daily` shows the board and your progress, `/leaderboard` the scores. The results and the best words nobody found come out after midnight.": "Jouez en privé avec `/guess words:un deux trois`. `/daily` affiche la grille et votre progression, `/leaderboard` les scores. Les résultats et les meilleurs mots que personne n'a trouvés sortent après minuit.",
	"Together you found %d of its %s (%s possible).": "Ensemble, vous en avez trouvé %d sur %s (%s possibles).",
	"You found **every word**. Well played!":         "Vous avez trouvé **tous les mots**. Bien joué !",
	"…and %d more tied":                              "…et %d autres ex æquo",

	// Refusals worded when the request is known (package bot refusef), and cut replies.
	"(cut short)": "(abrégé)",
	"I can't find the word in `%s`: a word is letters a-z only. For example `/path sinecure perslatgsineters`.":                                                                                 "Je ne trouve pas le mot dans `%s` : un mot ne contient que des lettres a-z. Par exemple `/path sinecure perslatgsineters`.",
	"I can't read `%s` in `/random %s`: give a size (4, 5 or 6) and a quality (`plain` or `rich`), for example `/random 5 rich`.":                                                               "Je ne peux pas lire `%s` dans `/random %s` : donnez une taille (4, 5 ou 6) et une qualité (`plain` ou `rich`), par exemple `/random 5 rich`.",
	"I can't read that board: %s You typed `%s`; `/help boards` shows how to type one.":                                                                                                         "Je ne peux pas lire cette grille : %s Vous avez tapé `%s` ; `/help boards` montre comment taper une grille.",
	"I can't read that board: %s `/help boards` shows how to type one.":                                                                                                                         "Je ne peux pas lire cette grille : %s `/help boards` montre comment taper une grille.",
	"I don't know `%s` as a rule of `/play`: give a size (4, 5 or 6), a time (30s to 10m, like `2m`), a mode (`classic` or `all`), a dictionary (%s) or `hints`. For example `/play 5 2m all`.": "Je ne connais pas `%s` comme règle de `/play` : donnez une taille (4, 5 ou 6), une durée (de 30s à 10m, comme `2m`), un mode (`classic` ou `all`), un dictionnaire (%s) ou `hints`. Par exemple `/play 5 2m all`.",
	"I have no best %dx%d boards for the %s dictionary.":                                                                                                                                        "Je n'ai pas de meilleures grilles %dx%d pour le dictionnaire %s.",
	"The board you gave is %dx%d, but the size asked is %d: a round plays the board you give at its own size, so leave the size out.":                                                           "La grille donnée fait %dx%d, mais la taille demandée est %d : une manche se joue sur la grille donnée, à sa taille ; n'indiquez pas de taille.",
	"There are no rules called `%s`: choose `boggle` or `scramble`.":                                                                                                                            "Il n'y a pas de règles `%s` : choisissez `boggle` ou `scramble`.",
	"There is no dictionary called `%s`: choose %s.":                                                                                                                                            "Le dictionnaire `%s` n'existe pas : choisissez %s.",
	"A round is being played in this channel: its board's words stay hidden until it ends. Give another board with `board:`.":                                                                   "Une manche est en cours dans ce salon : les mots de sa grille restent cachés jusqu'à la fin. Donnez une autre grille avec `board:`.",
	"There's no board in this channel yet. Give one with `board:`, or roll one with `/random`.":                                                                                                 "Il n'y a pas encore de grille dans ce salon. Donnez-en une avec `board:`, ou tirez-en une avec `/random`.",
	"There's no board in this channel yet. Give one, for example `%s`, or roll one with `/random`.":                                                                                             "Il n'y a pas encore de grille dans ce salon. Donnez-en une, par exemple `%s`, ou tirez-en une avec `/random`.",
	"Which word? For example `/path sinecure perslatgsineters`.":                                                                                                                                "Quel mot ? Par exemple `/path sinecure perslatgsineters`.",
	"`%s` and `%s` could each be the word or the board. Say which is which, for example `/path word:%s board:%s`.":                                                                              "`%s` et `%s` pourraient chacun être le mot ou la grille. Précisez lequel est lequel, par exemple `/path word:%s board:%s`.",
	"`%s` must be a whole number from %d to %d, not `%s`.":                                                                                                                                      "`%s` doit être un nombre entier de %d à %d, pas `%s`.",
	"`/play` got two %s, `%s` and `%s`: give one.":                                                                                                                                              "`/play` a reçu deux %s, `%s` et `%s` : donnez-en un seul.",
	"`/random` got two %s, `%s` and `%s`: give one.":                                                                                                                                            "`/random` a reçu deux %s, `%s` et `%s` : donnez-en une seule.",
	"`quality:rich` rolls the board, and `board:%s` gives one: choose one of them.":                                                                                                             "`quality:rich` tire la grille, et `board:%s` en donne une : choisissez l'un des deux.",
	"`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.":                                                                                                          "`quality` vaut `plain` (un seul lancer) ou `rich` (la plus riche de nombreux lancers), pas `%s`.",
	"`size` is 4 or 5, not `%s`.":            "`size` vaut 4 ou 5, pas `%s`.",
	"`size` must be 4, 5 or 6, not `%s`.":    "`size` doit valoir 4, 5 ou 6, pas `%s`.",
	"`stop` is `true` or `false`, not `%s`.": "`stop` vaut `true` ou `false`, pas `%s`.",
	"hints settings":                         "réglages d'indices",
	"sizes":                                  "tailles",
	"times":                                  "durées",
	"modes":                                  "modes",
	"dictionaries":                           "dictionnaires",
	"languages":                              "langues",
	"qualities":                              "qualités",
	"(only you can see this)":                "(vous seul voyez ceci)",
	"Definitions are English only (WordNet): `%s` is not an English word, so I have none for it.": "Les définitions sont en anglais uniquement (WordNet) : `%s` n'est pas un mot anglais, je n'en ai donc aucune.",
	"%s stopped the round. The results follow in a moment.":                                       "%s a arrêté la manche. Les résultats suivent dans un instant.",
	"(The file above was in a temporary folder, now removed: keep files with --images DIR.)":      "(Le fichier ci-dessus était dans un dossier temporaire, maintenant supprimé : gardez les fichiers avec --images DOSSIER.)",
	"(The %d files above were in a temporary folder, now removed: keep them with --images DIR.)":  "(Les %d fichiers ci-dessus étaient dans un dossier temporaire, maintenant supprimé : gardez-les avec --images DOSSIER.)",
	"That line is too long: a command is at most %d KB.":                                          "Cette ligne est trop longue : une commande fait au plus %d Ko.",
	"I don't know the command %s. Did you mean /%s?":                                              "Je ne connais pas la commande %s. Vouliez-vous dire /%s ?",
	"/click 1 (the only button)":                                                                  "/click 1 (le seul bouton)",
	"/click 1 to /click %d":                                                                       "/click 1 à /click %d",
	"There is nothing to click: the last reply has no buttons.":                                   "Il n'y a rien à cliquer : la dernière réponse n'a pas de bouton.",
	"Which one? Type %s.":                                        "Lequel ? Tapez %s.",
	"There is no button %q: type %s.":                            "Il n'y a pas de bouton %q : tapez %s.",
	"(Pressing %q under message %s, the last one with buttons.)": "(J'appuie sur %q sous le message %s, le dernier qui a des boutons.)",
	"That button is a link: open %s in a browser.":               "Ce bouton est un lien : ouvrez %s dans un navigateur.",
	"Which word? Type /click %d WORD, for example /click %d %s.": "Quel mot ? Tapez /click %d MOT, par exemple /click %d %s.",
	"(The button takes no words: I left out %q.)":                "(Ce bouton ne prend pas de mots : j'ai laissé de côté %q.)",
	"  [%d] %s  (type /click %d)":                                "  [%d] %s  (tapez /click %d)",
	"  [%d] %s  (type /click %d WORD, e.g. %s)":                  "  [%d] %s  (tapez /click %d MOT, par ex. %s)",

	// The platforms' words (Markup): who may do what, a moment.
	"Only admins can %s (on the console: bogglebot console --admin).": "Seuls les admins peuvent %s (sur la console : bogglebot console --admin).",
	"Only admins can %s.":                        "Seuls les admins peuvent %s.",
	"Only server admins (Manage Server) can %s.": "Seuls les admins du serveur (permission Gérer le serveur) peuvent %s.",
	"Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list, can %s. Whoever runs the bot can add you to that list: your member ID is %s.": "Seuls les admins et propriétaires de l'espace de travail, et les personnes de la liste SLACK_ADMINS du bot, peuvent %s. La personne qui gère le bot peut vous y ajouter : votre ID de membre est %s.",
	"at %s":                             "à %s",
	"delete this server's data":         "supprimer les données de ce serveur",
	"set up the daily challenge":        "configurer le défi du jour",
	"stop a round someone else started": "arrêter une manche lancée par quelqu'un d'autre",

	// The All N words button's answer.
	"**%d letters** (%s each):":              "**%d lettres** (%s chacun) :",
	"**All %s on `%s`** (%s, %s)":            "**Les %s de `%s`** (%s, %s)",
	"the whole list, %s, is in the file %s.": "la liste entière, %s, est dans le fichier %s.",

	// A live round's posts, in the round's language.
	"%d. %s took %s, no words":                       "%d. %s a pris %s, aucun mot",
	"%s, %s entered.":                                "%s, %s saisis.",
	"**Best words nobody found:**":                   "**Meilleurs mots que personne n'a trouvés :**",
	"**Cancelled** (found by two or more):":          "**Annulés** (trouvés par deux joueurs ou plus) :",
	"**Live round!** `%s` · %s started a round: %s.": "**Manche en direct !** `%s` · %s a lancé une manche : %s.",
	"**Round over!** `%s` · %s":                      "**Manche terminée !** `%s` · %s",
	"**Round over.** `%s` · %s started it: %s.":      "**Manche terminée.** `%s` · %s l'a lancée : %s.",
	", hints allowed (`/hint`)":                      ", indices permis (`/hint`)",
	"It ends **%s**. Find words of %d+ letters on the board and enter them with the button below or `/guess WORDS`: only you see your words until the end.": "Elle se termine **%s**. Trouvez des mots de %d lettres ou plus sur la grille et saisissez-les avec le bouton ci-dessous ou `/guess MOTS` : vous seul voyez vos mots jusqu'à la fin.",
	"My words":                             "Mes mots",
	"No words entered yet: be the first!":  "Aucun mot saisi pour l'instant : soyez le premier !",
	"Nobody entered a word this time.":     "Personne n'a saisi de mot cette fois.",
	"Results: %s":                          "Résultats : %s",
	"So far: **%s**, %s entered.":          "Pour l'instant : **%s**, %s saisis.",
	"The results are in the next message.": "Les résultats sont dans le message suivant.",
	"and %s":                               "et %s",
	"classic: words two players both find score for nobody": "classique : les mots trouvés par deux joueurs ne comptent pour personne",
	"every word scores for whoever finds it":                "chaque mot compte pour qui le trouve",
	"%d players":                                            Plural{One: "%d joueur", Other: "%d joueurs"},
	"%d more players":                                       Plural{One: "%d autre joueur", Other: "%d autres joueurs"},
	"The daily plays in %s, this server's language: `/daily setup language:en` for English, or another language's code.":                         "Le défi du jour se joue en %s, la langue de ce serveur\u00a0: `/daily setup language:en` pour l'anglais, ou le code d'une autre langue.",
	"The daily plays in %s, your language: `/daily setup language:en` for English, or another language's code.":                                  "Le défi du jour se joue en %s, votre langue\u00a0: `/daily setup language:en` pour l'anglais, ou le code d'une autre langue.",
	"In %s, this server's language: add `lang:en` for English, or another language's code.":                                                      "En %s, la langue de ce serveur\u00a0: ajoutez `lang:en` pour l'anglais, ou le code d'une autre langue.",
	"In %s, your language: add `lang:en` for English, or another language's code.":                                                               "En %s, votre langue\u00a0: ajoutez `lang:en` pour l'anglais, ou le code d'une autre langue.",
	"New %dx%d board from %s dice fitted to the word list's letters":                                                                             "Nouvelle grille %dx%d en %s, avec des dés ajustés aux lettres de la liste de mots",
	"This channel's board `%s` is in %s, and %s has no die with its letters. Give a board with `board:`, or leave out `lang:` to play it in %s.": "La grille de ce salon, `%s`, est en %s, et en %s, aucun dé ne porte ses lettres. Donnez une grille avec `board:`, ou omettez `lang:` pour la jouer en %s.",
	"This channel's board `%s` is in %s, not %s. Give a board with `board:`, or leave out `lang:` to play it in %s.":                             "La grille de ce salon, `%s`, est en %s, pas en %s. Donnez une grille avec `board:`, ou retirez `lang:` pour la jouer en %s.",

	// Why a word is not on a board.
	"a word is letters a-z only":                                   "un mot ne contient que des lettres a-z",
	"every q on a board comes as Qu, and this q has no u after it": "sur une grille, chaque q vient en Qu, et ce q n'est pas suivi d'un u",
	"it has %d letters, and the board's tiles hold %d":             "il a %d lettres, et les dés de la grille en portent %d",
	"the board has no %s":                                          "la grille n'a pas de %s",
	"the board has %d %s's, and the word needs %d":                 Plural{One: "la grille n'a qu'une case %[2]s, et le mot en demande %[3]d", Other: "la grille a %d cases %s, et le mot en demande %d"},

	// Images' titles and alt texts.
	"A %dx%d Boggle board: %s":                "Une grille de Boggle %dx%d : %s",
	"Live round":                              "Manche en direct",
	"The daily board for %s: %s":              "La grille du jour du %s : %s",
	"The daily board of %s, for practice: %s": "La grille du jour du %s, pour s'entraîner : %s",
	"The round's %dx%d Boggle board: %s":      "La grille %dx%d de la manche : %s",
	"Today's daily board: %s":                 "La grille du jour : %s",
	"The path of %q on board %s, by row and column from the top left: %s": "Le chemin de %q sur la grille %s, par ligne et colonne depuis le coin supérieur gauche : %s",

	// A board that does not parse.
	"the board is empty; type its letters row by row, for example: lqre slus atic nren.":     "la grille est vide ; tapez ses lettres ligne par ligne, par exemple : lqre slus atic nren.",
	"that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles.":    "cette grille fait %d caractères ; la plus grande grille (8 x 8) a au plus 64 cases.",
	"the board has characters that are not text; type letters a-z.":                          "la grille contient des caractères qui ne sont pas du texte ; tapez des lettres a-z.",
	"row %d has %d tiles but row 1 has %d; every row needs the same number.":                 "la ligne %d a %d cases mais la ligne 1 en a %d ; chaque ligne doit en avoir autant.",
	"the board has %d rows of %d tiles; a square board needs %d rows.":                       "la grille a %d lignes de %d cases ; une grille carrée a besoin de %d lignes.",
	"the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8.": "la grille a %d lignes de %d cases ; une grille est carrée, de 3 lignes de 3 à 8 lignes de 8.",
	"'[' is never closed; write two-letter faces like [th]":                                  "« [ » n’est jamais fermé ; écrivez les faces de deux lettres comme [th]",
	"'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th":          "« [%s] » n’est pas une face de dé ; les faces sont des lettres seules, Qu, An, Er, He, In et Th",
	"'%c' is not a letter; boards use letters, [th]-style faces and # for a blank":           "« %c » n’est pas une lettre ; les grilles utilisent des lettres, des faces comme [th] et # pour une case vide",
	"'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank":       "« %c » n’est pas une lettre ; les grilles utilisent des lettres a-z, des faces comme [th] et # pour une case vide",
	"%s (row %d, tile %d).": "%s (ligne %d, case %d).",
	"%s (row %d).":          "%s (ligne %d).",
	"%s (tile %d).":         "%s (case %d).",
	"the board has %d tiles; the largest board is 8 x 8 (64 tiles).":        "la grille a %d cases ; la plus grande grille fait 8 x 8 (64 cases).",
	"a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8.":      "une grille de %d x %d n'est pas jouable ; les grilles vont de 3 x 3 à 8 x 8.",
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.": Plural{One: "la grille a %d case ; une grille carrée en demande 9, 16, 25, 36, 49 ou 64.", Other: "la grille a %d cases ; une grille carrée en demande 9, 16, 25, 36, 49 ou 64."},

	// The adapters' refusals (Slack and Discord channels and admins).
	"%s is archived: choose another channel.": "%s est archivé : choisissez un autre canal.",
	"I can't look up Slack channels by name (`%s`). Run `/daily setup` in the channel where the daily posts should go, without `channel:`, or pick the channel with #.":  "Je ne peux pas chercher un canal Slack par son nom (`%s`). Lancez `/daily setup` dans le canal où le défi du jour doit être publié, sans `channel:`, ou choisissez le canal avec #.",
	"I can't post boards in %s: I lack these permissions there: %s. Ask a server admin to give bogglebot them in this channel's settings (Permissions), then try again.": "Je ne peux pas publier de grilles dans %s : il me manque ces permissions : %s. Demandez à un admin du serveur de les donner à bogglebot dans les paramètres du salon (Permissions), puis réessayez.",
	"I can't see %s: if it is private, invite me there with `/invite @bogglebot`, then try again.":                                                                       "Je ne vois pas %s : s'il est privé, invitez-m'y avec `/invite @bogglebot`, puis réessayez.",
	"I couldn't check with Slack that I can post in %s, so I did nothing. Please try again in a minute.":                                                                 "Je n'ai pas pu vérifier auprès de Slack que je peux publier dans %s, donc je n'ai rien fait. Réessayez dans une minute.",
	"I couldn't check with Slack whether you administer this workspace, so I didn't change anything. Please try again in a minute.":                                      "Je n'ai pas pu vérifier auprès de Slack que vous administrez cet espace de travail, donc je n'ai rien changé. Réessayez dans une minute.",
	"I'm not a member of %s, so I can't post boards there. Invite me with `/invite @bogglebot` in that channel, then try again.":                                         "Je ne suis pas membre de %s, donc je ne peux pas y publier de grilles. Invitez-moi avec `/invite @bogglebot` dans ce canal, puis réessayez.",
	"The daily posts need a channel, not a direct message: run `/daily setup` in the channel where the board should be posted.":                                          "Le défi du jour a besoin d'un salon, pas d'un message privé : lancez `/daily setup` dans le salon où la grille doit être publiée.",
	"There are no %s dice for %d x %d boards: that language has dice for sizes %s.":                                                                                      "Il n'y a pas de dés en %s pour des grilles de %d x %d : cette langue a des dés pour les tailles %s.",
	"There are no dice for %d x %d boards: real dice exist for sizes %s.":                                                                                                "Il n'y a pas de dés pour des grilles de %d x %d : il existe de vrais dés pour les tailles %s.",
	"`%s` is not a channel: pick one from the list Discord offers.":                                                                                                      "`%s` n'est pas un salon : choisissez-en un dans la liste que propose Discord.",
	"found": "trouvé",

	// The Enter words form's buttons (Slack draws them).
	"Enter":      "Valider",
	"Cancel":     "Annuler",
	"Enter text": "Saisir du texte", // a form's title when it names none
	"Text":       "Texte",           // a form's field when it names none

	// Alt texts of the images, dice lines, deals (bot/shared.go, bot/deal.go, bot/review.go, bot/roundkeeper.go, bot/scheduler.go, bot/hint.go).
	"%s: no words": "%s : aucun mot",
	"%s (paths by row and column from the top left): %s": "%s (chemins par ligne et colonne depuis le coin supérieur gauche) : %s",
	"%s, %s: %s": "%s, %s : %s",
	"%s: %s":     "%s : %s",
	"Board %s with the paths of its top %d words":                                       Plural{Arg: 2, Zero: "Grille %[1]s", One: "Grille %[1]s avec le chemin de son meilleur mot", Other: "Grille %s avec les chemins de ses %d meilleurs mots"},
	"The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found": Plural{Arg: 2, One: "La grille de la manche %[1]s avec le chemin du meilleur parmi les %[3]d mots trouvés", Other: "La grille de la manche %[1]s avec les chemins des %[2]d meilleurs parmi les %[3]d mots trouvés"},
	"The round's board %s with the paths of the %d words found":                         Plural{Arg: 2, One: "La grille de la manche %[1]s avec le chemin du seul mot trouvé", Other: "La grille de la manche %s avec les chemins des %d mots trouvés"},
	"The round's board %s with the paths of its best %d words, which nobody found":      Plural{Arg: 2, One: "La grille de la manche %[1]s avec le chemin de son meilleur mot, que personne n'a trouvé", Other: "La grille de la manche %s avec les chemins de ses %d meilleurs mots, que personne n'a trouvés"},
	"The daily board for %s with the paths of its top %d words":                         Plural{Arg: 2, One: "La grille du défi du %[1]s avec le chemin de son meilleur mot", Other: "La grille du défi du %s avec les chemins de ses %d meilleurs mots"},
	"The daily board for %s with the paths of the best %d words nobody found":           Plural{Arg: 2, One: "La grille du défi du %[1]s avec le chemin du meilleur mot que personne n'a trouvé", Other: "La grille du défi du %s avec les chemins des %d meilleurs mots que personne n'a trouvés"},
	"The daily board of %s, %s":                                                         "La grille du défi du %s, %s",
	"The round's board %s":                                                              "La grille de la manche %s",
	"%s with the paths of %s":                                                           "%s ; chemins tracés : %s",
	"none of your words and no missed word":                                             "aucun de vos mots et aucun mot manqué",
	"none of your words, and %s":                                                        "aucun de vos mots, seulement %s",
	"your %d best words":                                                                Plural{One: "votre meilleur mot", Other: "vos %d meilleurs mots"},
	"the %d best words you missed":                                                      Plural{One: "le meilleur mot que vous avez manqué", Other: "les %d meilleurs mots que vous avez manqués"},
	"%s, then %s":                                                                       "%s, puis %s",
	"Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s": Plural{Arg: 2, One: "Carte de chaleur de la grille %[1]s : où peut commencer le dernier mot qu'il vous reste, case par case, ligne par ligne : %[3]s", Other: "Carte de chaleur de la grille %[1]s : combien des %[2]d mots qu'il vous reste commencent sur chaque case, ligne par ligne : %[3]s"},
	"%dx%d · words found":                         "%dx%d · mots trouvés",
	"%dx%d · best words nobody found":             "%dx%d · meilleurs mots que personne n'a trouvés",
	"%dx%d round · your words":                    "Manche %dx%d · vos mots",
	"Review · %s":                                 "Bilan · %s",
	"Boggle 4x4 (1987 on)":                        "Boggle 4x4 (depuis 1987)",
	"Boggle 4x4 (1976)":                           "Boggle 4x4 (1976)",
	"Big Boggle 5x5":                              "Big Boggle 5x5",
	"Super Big Boggle 6x6":                        "Super Big Boggle 6x6",
	"%s %dx%d, fitted to the word list's letters": "%s %dx%d, dés ajustés à la liste de mots",
	"the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)": "la plus riche de %d lancers des dés %s %dx%d, ajustés à la liste de mots (%s)",
	"the richest of %d rolls of the %s dice (%s)":                                          "la plus riche de %d lancers des dés %s (%s)",
	"one of the best %dx%d boards known for the %s dictionary (%s, %s)":                    "l'une des meilleures grilles %dx%d connues pour le dictionnaire %s (%s, %s)",
	"The board is %s.": "La grille est %s.",
	"%s or %s":         "%s ou %s",
	"%s; for a board in another language, add %s":  "%s ; pour une grille dans une autre langue, ajoutez %s",
	"%s; for a board in another language, add %s.": "%s ; pour une grille dans une autre langue, ajoutez %s.",

	// Reminders (/remind).
	"I can't set your reminder: `%s` is not a time of day. Write HH:MM on a 24-hour clock, like 19:30.":            "Impossible de régler votre rappel : `%s` n'est pas une heure. Écrivez HH:MM sur 24 heures, comme 19:30.",
	"I can't set your reminder: there is no timezone `%s`. Use a name like Europe/Paris, America/New_York or UTC.": "Impossible de régler votre rappel : il n'existe pas de fuseau horaire `%s`. Utilisez un nom comme Europe/Paris, America/New_York ou UTC.",
	"Your reminder to play the daily board: on or off, and when":                                                   "Votre rappel de jouer au défi du jour : activé ou non, et à quelle heure",
	"A private nudge if you haven't played the daily board by a time of day":                                       "Un rappel privé si vous n'avez pas joué au défi du jour à une heure donnée",
	"Stop your reminder to play the daily board":                                                                   "Arrêter votre rappel de jouer au défi du jour",
	"when, HH:MM on a 24-hour clock (default: as before, else 19:00)":                                              "quand, HH:MM sur 24 heures (par défaut : comme avant, sinon 19:00)",
	"your timezone, e.g. Europe/Paris (default: the server's daily timezone)":                                      "votre fuseau horaire, p. ex. Europe/Paris (par défaut : celui du défi du serveur)",
	"TIME": "HEURE",
	"**Reminder on.** If you haven't played the daily board by **%s** (%s), I'll send you a private nudge with your streak, at most once a day. The next one: %s. `/remind off` stops it.": "**Rappel activé.** Si vous n'avez pas joué au défi du jour à **%s** (%s), je vous enverrai un message privé avec votre série, au plus une fois par jour. Le prochain : %s. `/remind off` l'arrête.",
	"You have no reminder on here. `/remind on 19:30` sets one.":                                                                                                                             "Vous n'avez pas de rappel activé ici. `/remind on 19:30` en règle un.",
	"**Reminder off.** No more nudges here; `/remind on` brings them back.":                                                                                                                  "**Rappel désactivé.** Plus de rappels ici ; `/remind on` les rétablit.",
	"You have no reminder on here. `/remind on 19:30` sends you a private nudge at 19:30 on the days you haven't played the daily board yet.":                                                "Vous n'avez pas de rappel activé ici. `/remind on 19:30` vous envoie un message privé à 19:30 les jours où vous n'avez pas encore joué au défi du jour.",
	"Your reminder is on: a private nudge at **%s** (%s) on the days you haven't played the daily board by then. The next one: %s. `/remind off` stops it.":                                  "Votre rappel est activé : un message privé à **%s** (%s) les jours où vous n'avez pas encore joué au défi du jour. Le prochain : %s. `/remind off` l'arrête.",
	"_Your reminder to play the daily board is off: my private message could not reach you (your direct messages may be closed to the bot). Open them and use `/remind on` to get it back._": "_Votre rappel du défi du jour est désactivé : mon message privé n'a pas pu vous parvenir (vos messages privés sont peut-être fermés au bot). Ouvrez-les et utilisez `/remind on` pour le rétablir._",
	"**Your streak of %s is at stake!** You haven't played today's daily board yet; the day ends %s.":                                                                                        "**Votre série de %s est en jeu !** Vous n'avez pas encore joué au défi du jour ; la journée se termine %s.",
	"**Today's daily board is waiting for you.** You haven't played it yet; the day ends %s.":                                                                                                "**Le défi du jour vous attend.** Vous n'y avez pas encore joué ; la journée se termine %s.",
	"Play with `/daily` in %s, or `/guess` your words.":                                                                                                                                      "Jouez avec `/daily` dans %s, ou proposez vos mots avec `/guess`.",
	"Play with `/daily` in the server, or `/guess` your words.":                                                                                                                              "Jouez avec `/daily` sur le serveur, ou proposez vos mots avec `/guess`.",
	"_You asked for this reminder; `/remind off` stops it._":                                                                                                                                 "_Vous avez demandé ce rappel ; `/remind off` l'arrête._",
	"[bogglebot to %s, privately]": "[bogglebot à %s, en privé]",
	"(also %s)":                    "(aussi %s)",
	"Reminders aren't available here: a reminder is a private nudge to play the daily board, set from the daily board's page on a platform where I can message you.":             "Les rappels ne sont pas disponibles ici : un rappel est un message privé qui vous invite à jouer le défi du jour, à régler depuis la page du défi du jour sur une plateforme où je peux vous écrire.",
	"There are no roles here: a role for the daily post needs Discord or Slack.":                                                                                                 "Il n'y a pas de rôles ici : un rôle pour la publication du défi du jour demande Discord ou Slack.",
	"I can't find the role `%s`: name one with role:@role (on Slack, a user group: role:@group).":                                                                                "Je ne trouve pas le rôle `%s` : indiquez-en un avec role:@rôle (sur Slack, un groupe d'utilisateurs : role:@groupe).",
	"I can't use %s for the daily post: nobody may mention it. Make it mentionable (Server Settings → Roles), or give me the Mention @everyone, @here and All Roles permission.": "Je ne peux pas utiliser %s pour la publication du défi du jour : personne ne peut le mentionner. Rendez-le mentionnable (Paramètres du serveur → Rôles), ou donnez-moi la permission Mentionner @everyone, @here et tous les rôles.",
	"I can't use %s for the daily post: I could not add players to it. I need %s, and my own role must be above it in Server Settings → Roles.":                                  "Je ne peux pas utiliser %s pour la publication du défi du jour : je ne pourrais pas y ajouter de joueurs. Il me faut %s, et mon propre rôle doit être au-dessus dans Paramètres du serveur → Rôles.",
	"I can't use %s for the daily post: it belongs to an integration, and nobody can be added to it by hand. Choose another role.":                                               "Je ne peux pas utiliser %s pour la publication du défi du jour : il appartient à une intégration, et personne ne peut y être ajouté à la main. Choisissez un autre rôle.",
	"This server's daily post has no role to join any more: an admin sets one with `/daily setup role:`.":                                                                        "La publication du défi du jour de ce serveur n'a plus de rôle à rejoindre : un admin en choisit un avec `/daily setup role:`.",
	"I couldn't change your place in %s: the platform refused. An admin should check that my role is above it and that I may manage roles.":                                      "Je n'ai pas pu changer votre place dans %s : la plateforme a refusé. Un admin doit vérifier que mon rôle est au-dessus et que je peux gérer les rôles.",
	"a role (on Slack a user group) the board's post pings; players join it with a button":                                                                                       "un rôle (sur Slack un groupe) que la publication de la grille notifie ; on le rejoint d'un bouton",
	"stop pinging a role in the board's post":                                                          "ne plus notifier de rôle dans la publication de la grille",
	"• The board's post mentions no role.":                                                             "• La publication de la grille ne mentionne aucun rôle.",
	"• The board's post mentions %s; players join or leave it with the post's buttons.":                "• La publication de la grille mentionne %s ; les joueurs le rejoignent ou le quittent avec ses boutons.",
	"%s: today's board is up!":                                                                         "%s : la grille du jour est là !",
	"Ping me for the daily board":                                                                      "Me notifier du défi du jour",
	"Stop the pings":                                                                                   "Arrêter les notifications",
	"You're in %s: the daily board's post will ping you. Its other button takes you out.":              "Vous êtes dans %s : la publication du défi du jour vous notifiera. Son autre bouton vous en retire.",
	"You're out of %s: no more pings from the daily board's post.":                                     "Vous n'êtes plus dans %s : plus de notifications de la publication du défi du jour.",
	"Reminder on: a private nudge at %s (%s) on the days you haven't played by then; the next in %s.":  "Rappel activé : un message privé à %s (%s) les jours où vous n'avez pas encore joué ; le prochain dans %s.",
	"No reminder: turn it on for a private nudge on the days you haven't played by a time you choose.": "Pas de rappel : activez-le pour recevoir un message privé les jours où vous n'avez pas joué à l'heure choisie.",
	"You're in: the daily board's post will ping you.":                                                 "C'est fait : la publication du défi du jour vous notifiera.",
	"You're out: no more pings from the daily board's post.":                                           "C'est fait : plus de notifications de la publication du défi du jour.",
	"• your reminders to play the daily board (`/remind`): their time, timezone and language.":         "• vos rappels de jouer au défi du jour (`/remind`) : leur heure, leur fuseau horaire et leur langue.",
	"%d reminders": Plural{One: "%d rappel", Other: "%d rappels"},
	"I can't use %s for the daily post: it is above my own role, so I cannot add players to it. Move my role above it in Server Settings → Roles.": "Je ne peux pas utiliser %s pour la publication du défi du jour : il est au-dessus de mon propre rôle, donc je ne peux pas y ajouter de joueurs. Placez mon rôle au-dessus dans Paramètres du serveur → Rôles.",
}

// frenchPage is the web page's words (web.Strings, by key; {name} is what the
// page fills in; key.one and key.other are the plural forms).
var frenchPage = map[string]string{
	"page.loading":       "Chargement de la grille…",
	"fail.title":         "Impossible d'afficher la grille",
	"load.fail":          "Impossible de joindre le bot. Rechargez la page pour réessayer.",
	"net.unreachable":    "Impossible de joindre le bot. Réessayez.",
	"net.retrying":       "Impossible de joindre le bot ; nouvel essai…",
	"net.unreadable":     "Le bot a envoyé une réponse que la page ne sait pas lire.",
	"net.lost":           "Connexion au bot perdue : reconnexion…",
	"net.reconnecting":   "Impossible de joindre le bot : reconnexion…",
	"net.back":           "Reconnecté.",
	"net.back.over":      "Reconnecté : la manche est terminée.",
	"stats.label":        "Score",
	"stat.points.one":    "point",
	"stat.points.other":  "points",
	"clock.hm":           "{h}h{m}",
	"mode.classic":       "classique",
	"mode.all":           "chaque mot compte",
	"stat.words":         "mots",
	"stat.of":            "sur {n}",
	"stat.all":           "mots ({n} en tout)",
	"stat.rank":          "rang",
	"stat.players.one":   "joueur",
	"stat.players.other": "joueurs",
	"stat.left":          "restant",
	"stat.time":          "temps",
	"stat.practice":      "entraînement",
	"clock.over":         "fini",
	"clock.ended":        "terminé",
	"clock.none":         "–",
	"who":                "Vous jouez : {name}",
	"who.hints.one":      "Vous jouez : {name} · {n} indice",
	"who.hints.other":    "Vous jouez : {name} · {n} indices",

	"board.label": "Grille : glissez sur les cases, touchez-les une à une ou tapez. Au clavier : les flèches déplacent, Espace prend une case, Retour arrière la rend, Entrée envoie le mot",

	"tile.label":       "{letter}, ligne {row}, colonne {col}",
	"tile.blank":       "vide",
	"tile.heat.one":    "{n} mot commence ici",
	"tile.heat.other":  "{n} mots commencent ici",
	"tile.step":        "étape {n} de l'indice",
	"word.label":       "Tapez un mot",
	"word.placeholder": "Mot",
	"btn.enter":        "Valider",
	"btn.clear":        "Effacer",
	"btn.clear.label":  "Effacer le mot",
	"btn.hint":         "Indice",
	"btn.hint.label":   "Demander un indice",
	"btn.turn":         "↻",
	"btn.turn.label":   "Tourner la grille d'un quart de tour (les mots restent les mêmes)",
	"turned":           "Grille tournée d'un quart de tour : les mots sont les mêmes.",

	"help": "Un mot compte {n} lettres ou plus, sur des cases qui se touchent (en diagonale aussi), chaque case une seule fois.",

	"help.cancel":             "Les mots trouvés par deux joueurs s'annulent à la fin.",
	"new.word":                "Nouveau mot à partir de {letter} : cette case ne touche pas la précédente.",
	"verdict":                 "{word} : {verdict}",
	"verdict.accepted":        "{word} +{n}",
	"v.already found":         "déjà trouvé",
	"v.not in the dictionary": "pas dans le dictionnaire",
	"v.too short":             "trop court",
	"v.not on the board":      "pas sur la grille",
	"v.not a word":            "pas un mot",
	"v.undecided":             "en attente",
	"v.revealed by a hint":    "révélé par un indice",
	"found.title":             "Vos mots",
	"found.none":              "Aucun pour l'instant : glissez sur les cases pour en trouver un.",
	"found.over":              "Aucun mot.",
	"hint.title":              "Indice",
	"hint.done":               "Vous avez trouvé tous les mots : il n'y a plus rien à indiquer.",
	"hint.table.one":          "{n} mot restant, par première lettre et longueur :",
	"hint.table.other":        "{n} mots restants, par première lettre et longueur :",
	"hint.heat.one":           "{n} mot restant. Les nombres sur les cases : combien peuvent commencer là.",
	"hint.heat.other":         "{n} mots restants. Les nombres sur les cases : combien peuvent commencer là.",
	"hint.word":               "Un mot de {n} lettres qui commence par {prefix}. Il ne rapporte plus rien.",

	"hint.path": "Un mot de {n} lettres qui commence par {prefix}. Ses cases sont entourées et numérotées sur la grille, dans l'ordre. Il ne rapporte plus rien.",

	"results.title":           "Résultats",
	"btn.feel.label":          "Son et vibration",
	"btn.feel.on":             "🔊",
	"btn.feel.off":            "🔇",
	"btn.hint.confirm":        "Prendre un indice ?",
	"hint.ask":                "Un indice s'affiche au classement à côté de votre score : touchez encore pour le prendre.",
	"end.kept":                "mots gardés",
	"end.day":                 "La journée est finie · {day}",
	"end.round":               "La manche est finie",
	"end.missed":              "Meilleurs mots manqués : touchez-en un pour le voir sur la grille",
	"end.round.share.one":     "{n} point · rang {rank} sur {players}",
	"end.round.share.other":   "{n} points · rang {rank} sur {players}",
	"share.share":             "Partager",
	"share.failed":            "Impossible de copier ici : sélectionnez le texte et copiez-le.",
	"results.cancelled.title": "Annulés (trouvés par deux joueurs ou plus) : touchez-en un pour le voir",
	"results.missed.title":    "Meilleurs mots que personne n'a trouvés ({n} sur la grille) : touchez-en un pour le voir",
	"results.words":           "Mots de {name}",
	"results.winner":          "🏆 {name} a gagné la manche !",
	"results.youwin":          "🏆 Vous avez gagné la manche !",
	"results.yours.n.one":     "Vous : {n} point, rang {rank} sur {players}",
	"results.yours.n.other":   "Vous : {n} points, rang {rank} sur {players}",
	"cheer.queen":             "👑 Reine des abeilles : tous les points de la grille !",
	"toast.rank":              "🐝 {level} !",
	"bar.found.one":           "{n} mot : {words}",
	"bar.found.other":         "{n} mots : {words}",
	"results.nobody":          "Personne n'a trouvé de mot.",
	"results.yours.none":      "Vos mots qui comptent : aucun",
	"standing.one":            "{name} : {n} point",
	"standing.other":          "{name} : {n} points",
	"standing.hints.one":      " · {n} indice",
	"standing.hints.other":    " · {n} indices",
	"standing.nowords.one":    "{name} : {n} indice pris, aucun mot",
	"standing.nowords.other":  "{name} : {n} indices pris, aucun mot",
	"standing.winner":         "gagnant",
	"word.cancelled":          " annulé",
	"word.cancelled.title":    "annulé : trouvé par deux joueurs ou plus",
	"round.timeup":            "Temps écoulé ! En attente des résultats…",
	"round.over":              "La manche est terminée.",
	"round.you.one":           "La manche est terminée. Vous avez marqué {n} point.",
	"round.you.other":         "La manche est terminée. Vous avez marqué {n} points.",
	"round.won.one":           "La manche est terminée. Vous avez marqué {n} point et gagné.",
	"round.won.other":         "La manche est terminée. Vous avez marqué {n} points et gagné.",
	"day.title":               "Votre journée",
	"level.next.one":          "🐝 {level} · encore {n} point pour {next}",
	"level.next.other":        "🐝 {level} · encore {n} points pour {next}",
	"level.top":               "🐝 {level} : tous les points de la grille !",
	"level.value":             "{n} points sur {max} : {level}",
	"next.board":              "Prochaine grille dans {time}.",
	"next.today":              "La grille du jour est sur {daily}.",
	"share.copy":              "Copier le texte à partager",
	"share.copied":            "Texte copié : collez-le où vous voulez.",
	"share.select":            "Sélectionné : copiez-le avec la copie de votre appareil.",
	"btn.yesterday":           "Les mots d'hier",
	"review.day":              "Vos mots du {day}",
	"review.yesterday":        "Hier, {day}",
	"review.mine.one":         "Vous en avez trouvé {n} sur {possible} ({points} points)",
	"review.mine.other":       "Vous en avez trouvé {n} sur {possible} ({points} points)",
	"review.none":             "Vous n'avez trouvé aucun de ses {possible} mots.",
	"review.missed":           "Les meilleurs que vous avez manqués : touchez-en un pour le voir sur la grille",
	"review.nomiss":           "Vous n'avez rien manqué.",
	"review.board":            "La grille du {day}",
	"review.traced":           "{word}, tracé sur la grille du {day}",
	"toast.place":             "Vous voilà n° {rank} sur {players}",
	"btn.practise":            "S'entraîner sur cette grille",
	"btn.practise.yesterday":  "S'entraîner sur la grille d'hier",
	"btn.today":               "Revenir à la grille du jour",
	"practice.note":           "Entraînement : vos mots ici ne comptent jamais au classement.",
	"act.outside.title":       "Cette grille s'ouvre dans Discord",
	"act.signin.title":        "Impossible de vous connecter",

	"act.outside": "C'est une activité Discord : ouvrez-la avec le bouton « Jouer dans Discord » sous {daily} ou une manche. Ou jouez dans le chat : ",

	"act.signin": "Discord n'a pas laissé la grille vous connecter. Fermez l'activité et rouvrez-la, ou jouez dans le chat : ",

	"act.daily":          " affiche la grille du jour et ",
	"act.guess":          " prend vos mots. ",
	"act.open":           "Ouvrir Discord",
	"remind.title":       "Rappel pour jouer",
	"remind.time":        "Heure",
	"remind.zone":        "Fuseau horaire",
	"remind.zone.server": "{zone} (celui du serveur)",
	"remind.zone.yours":  "{zone} (celui de cet appareil)",
	"remind.on":          "Me le rappeler",
	"remind.save":        "Enregistrer",
	"remind.off":         "Désactiver",
	"remind.saving":      "Enregistrement…",
	"role.title":         "Notifications",
	"role.text":          "La publication du défi du jour mentionne un rôle : rejoignez-le pour être notifié chaque matin.",
	"role.join":          "Me notifier du défi du jour",
	"role.leave":         "Arrêter les notifications",
}

// frenchCommands names the slash commands on Discord (name_localizations), by the
// command's path as Discord registers it ("daily", "daily setup", "play
// start"): lowercase, one word each, as Discord's naming rule wants. Replies
// name commands with Discord's command mentions, which each reader's client
// shows in their language, so these never contradict a reply.
var frenchCommands = map[string]string{
	"daily":        "défi",
	"daily show":   "voir",
	"daily review": "bilan",
	"daily setup":  "réglages",
	"daily share":  "partager",
	"define":       "définir",
	"guess":        "proposer",
	"help":         "aide",
	"hint":         "indice",
	"leaderboard":  "classement",
	"path":         "chemin",
	"play":         "jouer",
	"play start":   "lancer",
	"play stop":    "arrêter",
	"privacy":      "confidentialité",
	"random":       "aléatoire",
	"solve":        "résoudre",
	"stats":        "stats",
	"study":        "étudier",
	"remind":       "rappel",
	"remind show":  "voir",
	"remind on":    "activer",
	"remind off":   "désactiver",
}
