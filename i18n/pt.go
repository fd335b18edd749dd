package i18n

// portuguese is the bot's words in Brazilian Portuguese, with "você".
// Game vocabulary: a board is o tabuleiro, a round uma rodada, the daily o
// desafio diário, a hint uma dica, a tile uma casa, a channel um canal.
// Commands, their options and the values a player types (`/daily`,
// `hints:on`, `classic`, `yesterday`) stay as the bot reads them. The
// buttons read “Jogar no tabuleiro” and “Digitar palavras”.
var portuguese = Messages{
	// The label of the buttons that open the board inside Discord (discord.ActivityLabel).
	"Play in Discord": "Jogar no Discord",
	// Dictionary tiers' names inside a sentence (TierName): "the %s dictionary".
	"dictionary tier: common":   "comum",
	"dictionary tier: standard": "padrão",
	"dictionary tier: large":    "amplo",

	// Small pieces.
	"%d seconds":         Plural{One: "%d segundo", Other: "%d segundos"},
	"%dm":                "%d min",
	"%dh %02dm":          "%d h %02d min",
	"under a minute":     "menos de um minuto",
	"at %s UTC":          "às %s UTC",
	"at midnight":        "à meia-noite",
	"at midnight, in %s": "à meia-noite, daqui a %s",
	"%s and %d more":     "%s e mais %d",
	"%[1]s %[2]d %[3]s":  "%[1]s, %[2]d de %[3]s",
	"day out of range":   "esse dia não existe",
	"month out of range": "esse mês não existe",

	"Sunday": "domingo", "Monday": "segunda-feira", "Tuesday": "terça-feira", "Wednesday": "quarta-feira",
	"Thursday": "quinta-feira", "Friday": "sexta-feira", "Saturday": "sábado",
	"January": "janeiro", "February": "fevereiro", "March": "março", "April": "abril",
	"May": "maio", "June": "junho", "July": "julho", "August": "agosto",
	"September": "setembro", "October": "outubro", "November": "novembro", "December": "dezembro",

	// Refusals (the error table).

	"Sorry, something went wrong on my side. It has been logged; please try again in a moment.": "Desculpe, algo deu errado do meu lado. O erro foi registrado; tente de novo daqui a pouco.",

	"That's %d words; enter at most %d at a time.": "São %d palavras; digite no máximo %d de cada vez.",

	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.": "Não entendi a data `%s`: escreva no formato AAAA-MM-DD, como `%s`, ou `yesterday` (ontem).",

	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "O dia `%s` não existe (%s): escreva uma data AAAA-MM-DD, como `%s`, ou `yesterday` (ontem).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Você encontrou todas as palavras deste tabuleiro (`%s`): não sobrou nada para dar dica. Mandou bem!",

	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.": "Este tabuleiro (`%s`) não tem nenhuma palavra do dicionário, então não há dica para dar.",

	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "As dicas já mostraram a última palavra que falta, então não há dica nova (e nenhuma é contada). A palavra: %[2]s. Digite-a: ela conta como encontrada, sem pontos.",
		Other: "As dicas já mostraram todas as palavras que faltam, então não há dica nova (e nenhuma é contada). As %d palavras: %s. Digite-as: elas contam como encontradas, sem pontos.",
	},

	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Esta rodada começou sem dicas, então não haverá nenhuma até ela terminar %s. Comece uma rodada com dicas com `/play hints:on`; depois da rodada, `/hint` ajuda no tabuleiro do desafio diário.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "O desafio diário não está ativado neste bot: ele precisa de um banco de dados. Peça a quem administra o bot para configurar `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` e `/study` funcionam normalmente.",

	"This server has no daily settings yet: an admin sets them with `/daily setup`.": "Este servidor ainda não tem configurações do desafio diário: um admin define com `/daily setup`.",

	"I can't set that up: the server is not named.": "Não consigo configurar isso: o servidor não foi informado.",

	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.": "Não consigo configurar isso: o horário está errado. `%s` não é um horário: escreva HH:MM no formato de 24 horas, como 09:00 ou 18:30.",

	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.": "Não consigo configurar isso: o fuso horário está errado. O fuso `%s` não existe: use um nome como America/Sao_Paulo, Europe/Lisbon ou UTC.",

	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.": "Não consigo configurar isso: o tamanho está errado. O tabuleiro do desafio diário é 4 (4x4) ou 5 (5x5), não %d.",

	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.": "Não consigo configurar isso: o dicionário está errado. O dicionário `%s` não existe: escolha common (comum), standard (padrão) ou large (amplo).",

	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.": "Primeiro encontre uma palavra no tabuleiro de hoje: `/daily` mostra o tabuleiro, `/guess` joga uma palavra. Depois, `/daily share` dá um resumo sem spoilers para colar onde quiser.",

	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.": "O treino precisa de um banco de dados que o guarde, e o deste bot não guarda. Fale com quem administra o bot.",

	"%s hasn't come yet: today is %s here. You can review days that have ended.": "O dia %s ainda não chegou: aqui hoje é %s. Você pode rever os dias que já terminaram.",

	"%s hasn't come yet: today is %s here. You can practise days that have ended.": "O dia %s ainda não chegou: aqui hoje é %s. Você pode treinar com os dias que já terminaram.",

	"%s hasn't come yet: today is %s here. You can look back on days that have ended.": "O dia %s ainda não chegou: aqui hoje é %s. Você pode rever os dias que já terminaram.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.": "O tabuleiro de hoje ainda está sendo jogado, e a revisão estragaria o jogo: ela abre quando o dia terminar, %s. `/daily review yesterday` mostra o de ontem.",

	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.": "O tabuleiro de hoje ainda está sendo jogado, e a revisão estragaria o jogo: ela abre quando o dia terminar, %s. Hoje é o primeiro dia do desafio diário aqui, então ainda não há um dia anterior para rever.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.": "O tabuleiro de hoje é o jogo de verdade: jogue com `/daily` e `/guess`. O treino é para os dias que já terminaram, como `/daily day:%s`.",

	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "O tabuleiro de hoje é o jogo de verdade: jogue com `/daily` e `/guess`. O treino é para os dias que já terminaram, e hoje é o primeiro dia do desafio diário aqui: o tabuleiro abre para revisão e treino quando o dia terminar, %s.",

	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.": "As regras do desafio diário mudaram aqui em %s, e os tabuleiros dos dias anteriores não foram guardados. Escolha um dia a partir de %s.",

	"The daily began here on %s (%s): there is no board here for %s.": "O desafio diário começou aqui em %s (%s): não há tabuleiro para %s.",

	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para rever: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",

	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para treinar: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",

	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!": "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para rever: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",

	"This day's board has ended. Ask /daily for today's.": "O tabuleiro deste dia terminou. Peça o de hoje com /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.": "As rodadas ao vivo não estão ativadas neste bot: elas precisam de um banco de dados. Peça a quem administra o bot para configurar `DATABASE_URL`.",

	"No round is running in this channel. Start one with `/play`.": "Não há nenhuma rodada em andamento neste canal. Comece uma com `/play`.",

	"That round is gone: its results were posted in the channel.": "Essa rodada não existe mais: os resultados foram publicados no canal.",

	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.": "Já há uma rodada em andamento neste canal: ela termina %s. Participe com `/guess PALAVRAS` ou com o botão “Digitar palavras”.",

	"The round ended %s: no more words count. The results are posted in the channel (or on their way).": "A rodada terminou %s: nenhuma palavra conta mais. Os resultados estão no canal (ou a caminho).",

	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.": "Esta rodada acabou: os resultados estão a caminho. Quando forem publicados, `/hint` ajuda no tabuleiro do desafio diário.",

	"The round has ended: no more words count. The results are posted in the channel (or on their way).": "A rodada terminou: nenhuma palavra conta mais. Os resultados estão no canal (ou a caminho).",

	"Only the player who started the round, or an admin, can stop it.": "Só quem começou a rodada, ou um admin, pode encerrá-la.",

	"`hints` is `on` or `off`, not `%s`.": "`hints` é `on` ou `off`, não `%s`.",

	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.": "`%s` não é uma duração: escreva como `30s`, `90s`, `2m` ou `3m`, de 30 segundos a 10 minutos.",

	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).": "Uma rodada dura de 30 segundos a 10 minutos, não %s (`%s`).",

	"A round lasts from 30 seconds to 10 minutes, not %s.": "Uma rodada dura de 30 segundos a 10 minutos, não %s.",

	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "O modo `%s` não existe: escolha `classic` (palavras que dois jogadores encontram não pontuam para ninguém) ou `all` (toda palavra pontua).",

	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.": "O tabuleiro de uma rodada tem 4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle) casas de lado, não `%s`.",

	"There is no dictionary called `%s`: choose common, standard or large.": "Não existe dicionário chamado `%s`: escolha common (comum), standard (padrão) ou large (amplo).",

	"There is no language `%s` to play in: choose one of %s.": "Não há idioma `%s` para jogar: escolha um de %s.",

	"`%s` can't be played here: the letter q is only on the Qu tile, so every q must be followed by u.": "`%s` não pode ser jogada aqui: a letra q só está na casa Qu, então todo q deve ser seguido de u.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                    "`%s` não pode ser jogada aqui: a letra `%s` não está em nenhum dado deste idioma (%s).",
	"That word is empty: type its letters (%s).":                                                        "Essa palavra está vazia: digite as letras dela (%s).",
	"`%s` is not on the board: no path of touching tiles spells it.":                                    "`%s` não está no tabuleiro: nenhum caminho de casas vizinhas a forma.",
	"`%s` is not in the %s dictionary.":                                                                 "`%s` não está no dicionário %s.",
	"`%s` is too short: a word here has at least %d letters.":                                           "`%s` é curta demais: aqui uma palavra tem pelo menos %d letras.",
	"`%s` is not a word: letters a-z only.":                                                             "`%s` não é uma palavra: só letras a-z.",
	"You already found `%s`.":                                                                           "Você já encontrou `%s`.",
	"`%s` was revealed by a hint: found, no points.":                                                    "`%s` foi revelada por uma dica: encontrada, sem pontos.",
	"`%s` is too tangled to check: the board repeats its letters too often.":                            "`%s` é enrolada demais para conferir: o tabuleiro repete demais as letras dela.",
	"`%s` is too long: a word has at most %d letters.":                                                  "`%s` é longa demais: uma palavra tem no máximo %d letras.",
	"`%s` has no letters: type a word's letters (%s).":                                                  "`%s` não tem letras: digite as letras de uma palavra (%s).",

	"You're sending commands a bit fast. Try again in %s.": "Você está enviando comandos rápido demais. Tente de novo daqui a %s.",

	"You're sending words a bit fast: they are kept and sent in %s.": "Você está enviando palavras rápido demais: elas ficam guardadas e são enviadas daqui a %s.",

	"You're asking a bit fast. Try again in %s.": "Você está pedindo rápido demais. Tente de novo daqui a %s.",

	"The board is reloading a bit fast. Try again in %s.": "O tabuleiro está recarregando rápido demais. Tente de novo daqui a %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Abra o tabuleiro pelo chat: /daily, ou o botão “Jogar no tabuleiro” embaixo de uma rodada, dá um link pessoal para você.",

	"Ask the bot for a fresh link with /daily or the Play on the board button.": "Peça um link novo ao bot com /daily ou com o botão “Jogar no tabuleiro”.",

	"Your session on this board has ended. %s": "Sua sessão neste tabuleiro terminou. %s",
	"Your session is not valid. %s":            "Sua sessão não é válida. %s",

	"The board only takes words from its own page: open it from chat.": "O tabuleiro só aceita palavras da própria página: abra-o pelo chat.",

	"Send JSON.": "Envie JSON.",
	// The Discord Activity's sign-in.

	"The Discord Activity isn't set up on this bot (DISCORD_CLIENT_SECRET).": "A Atividade do Discord não está configurada neste bot (DISCORD_CLIENT_SECRET).",

	"Send {\"code\": ...} from the SDK's authorize.": "Envie o {\"code\": ...} que o authorize do SDK fornece.",
	"The guild and channel must be Discord ids.":     "O servidor e o canal devem ser ids do Discord.",

	"This device is signing in very often. Wait a few seconds, then close the Activity and open it again.": "Este dispositivo está entrando com muita frequência. Espere alguns segundos, depois feche a Atividade e abra de novo.",

	"Many players are opening the board at once. Close the Activity and open it again in a few seconds.": "Muitos jogadores estão abrindo o tabuleiro ao mesmo tempo. Feche a Atividade e abra de novo em alguns segundos.",

	"Discord is slow to answer. Close the Activity and open it again in a moment.": "O Discord está demorando para responder. Feche a Atividade e abra de novo daqui a pouco.",

	"Discord did not accept the sign-in. Close the Activity and open it again.": "O Discord não aceitou o login. Feche a Atividade e abra de novo.",

	"Discord did not say who you are. Close the Activity and open it again.": "O Discord não disse quem você é. Feche a Atividade e abra de novo.",

	"The Activity's instance id is not one Discord gives. Close the Activity and open it again.": "O id de instância da Atividade não é um que o Discord fornece. Feche a Atividade e abra de novo.",

	"Discord does not know this Activity any more. Close it and open it again from the channel.": "O Discord não conhece mais esta Atividade. Feche e abra de novo a partir do canal.",

	"Discord does not list you in this Activity. Close it and open it again from the channel.": "O Discord não inclui você nesta Atividade. Feche e abra de novo a partir do canal.",

	"This Activity runs somewhere else than the page says. Close it and open it again from the channel.": "Esta Atividade está rodando em outro lugar, não onde a página diz. Feche e abra de novo a partir do canal.",

	"Discord did not list your servers. Close the Activity and open it again.": "O Discord não listou seus servidores. Feche a Atividade e abra de novo.",

	"You are not a member of the server this Activity runs in.": "Você não é membro do servidor onde esta Atividade está rodando.",

	"No round is running in this channel, and the daily challenge isn't enabled.": "Nenhuma rodada está em andamento neste canal, e o desafio diário não está ativado.",

	`Send {"words": "..."}.`: `Envie {"words": "..."}.`,

	"That's more than %d bytes of words; enter at most %d words at a time.": "São mais de %d bytes de palavras; digite no máximo %d palavras de cada vez.",

	"Which word? Drag across the tiles or type one.": "Qual palavra? Arraste pelas casas ou digite uma.",

	"This board has no live updates: reload the page to see the latest.": "Este tabuleiro não tem atualizações ao vivo: recarregue a página para ver as mais recentes.",

	"Your words were NOT saved: the bot cannot write to its database right now. This is not something trying again can fix; the bot's admins have been told.": "Suas palavras NÃO foram salvas: o bot não consegue gravar no banco de dados agora. Tentar de novo não vai resolver; os administradores do bot foram avisados.",
	"Your words were NOT saved: the database did not answer in time. Send them again in a moment.":                                                            "Suas palavras NÃO foram salvas: o banco de dados não respondeu a tempo. Envie-as de novo daqui a pouco.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":                                            "Há páginas demais acompanhando partidas agora: as atualizações ao vivo ficam em pausa, e a página tenta de novo em alguns segundos.",

	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Este tabuleiro está aberto em mais de %d abas: esta não recebe atualizações ao vivo. Feche outra e ela se atualiza em poucos segundos.",

	// The web board (web): its titles, and a link's refusal.
	"Daily board · %s":             "Desafio diário · %s",
	"Practice · %s":                "Treino · %s",
	"Live round · %dx%d · %s · %s": "Rodada ao vivo · %dx%d · %s · %s",
	"%d minutes":                   Plural{One: "%d minuto", Other: "%d minutos"},
	"This link doesn't work":       "Este link não funciona",
	"It was not made by this bot, or it was changed on the way. Ask the bot again with /daily, or the Play on the board button under a round.": "Ele não foi feito por este bot, ou foi alterado no caminho. Peça de novo ao bot com /daily, ou com o botão Jogar no tabuleiro abaixo de uma rodada.",
	"This link has expired": "Este link expirou",
	"Links to the board work for 15 minutes after the bot gives them. Ask for a fresh one with /daily, or the Play on the board button under a round.": "Os links para o tabuleiro funcionam por 15 minutos depois que o bot os dá. Peça um novo com /daily, ou com o botão Jogar no tabuleiro abaixo de uma rodada.",

	// Discord: the commands' descriptions and choices (at most 100 characters each).
	"4x4":      "4x4",
	"5x5":      "5x5",
	"6x6":      "6x6",
	"all":      "todas (all)",
	"all time": "de todos os tempos",
	"boggle":   "boggle",
	"classic":  "clássico (classic)",
	"common":   "comum (common)",
	"delete-server: erase this server's data (admins)": "delete-server: apagar os dados deste servidor (admins)",
	"delete: erase my data":                            "delete: apagar meus dados",
	"export: send me a copy (JSON)":                    "export: me enviar uma cópia (JSON)",
	"large":                                            "ampla (large)",
	"off":                                              "não (off)",
	"on":                                               "sim (on)",
	"plain":                                            "simples (plain)",
	"rich":                                             "rico (rich)",
	"round wins":                                       "rodadas vencidas",
	"scramble":                                         "scramble",
	"standard":                                         "standard",
	"this week":                                        "esta semana",
	"today":                                            "hoje",
	"what is kept, and for how long":                   "o que é guardado e por quanto tempo",
	"4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle)",

	"4 (Boggle, default), 5 (Big Boggle) or 6 (Super Big Boggle)": "4 (Boggle, padrão), 5 (Big Boggle) ou 6 (Super Big Boggle)",

	"A command (solve, daily setup…) or `boards`": "Um comando (solve, daily setup…) ou `boards`",

	"A hint, only for you: the next step for this channel's round, else the daily board": "Uma dica só para você: na rodada deste canal ou, se não houver, no desafio diário",

	"A past day: your words, the best you missed, their paths": "Um dia passado: suas palavras, as melhores que você perdeu e seus caminhos",

	"End this channel's round now (whoever started it, or an admin)": "Encerrar agora a rodada deste canal (quem a começou, ou um admin)",

	"Guess words privately: the channel's round, else the daily board": "Chutar palavras em particular: na rodada do canal ou, se não houver, no desafio diário",

	"Points, streaks and best day in the daily; live rounds won": "Pontos, sequências e melhor dia no desafio diário; rodadas ao vivo vencidas",

	"Roll a board from real Boggle dice and make it this channel's board": "Sortear um tabuleiro com dados reais de Boggle e torná-lo o tabuleiro deste canal",

	"Set the channel, time and timezone of the daily board posts (server admins)": "Definir canal, horário e fuso das publicações do desafio diário (admins do servidor)",

	"Show where a word lies on a board": "Mostrar onde uma palavra está no tabuleiro",

	"Solve a Boggle board: every word, the points, and the best words' paths": "Resolver um tabuleiro de Boggle: todas as palavras, os pontos e os caminhos das melhores",

	"Start a timed round of Boggle in this channel: everyone hunts words on one board": "Começar uma rodada cronometrada neste canal: todos caçam palavras no mesmo tabuleiro",

	"The daily's scores (season, today, week, all time) or live round wins": "Placar diário (temporada, dia, semana, sempre) ou rodadas vencidas",

	"The words most worth learning for a board size: most points per board first": "As palavras que mais vale a pena aprender para um tamanho de tabuleiro, as que mais rendem primeiro",

	"Today's daily board and your progress on it (only you see it)": "O tabuleiro do desafio de hoje e seu progresso (só você vê)",

	"What a word means, from WordNet; an inflected form finds its base word": "O significado de uma palavra em inglês, pelo WordNet; uma forma flexionada acha a palavra base",

	"What bogglebot keeps about you; export a copy or delete it": "O que o bogglebot guarda sobre você; exporte uma cópia ou apague",

	"What each command does; /help COMMAND for its options, /help boards for boards": "O que cada comando faz; /help COMANDO para as opções, /help boards para os tabuleiros",

	"Your day as spoiler-free text to paste anywhere": "Seu dia em texto sem spoilers para colar onde quiser",

	"a board to play, e.g. lqre slus atic nren, or best (one of the best boards known)": "um tabuleiro para jogar, ex.: lqre slus atic nren, ou best (um dos melhores conhecidos)",

	"about (default), export, delete, or delete-server (admins)": "about (padrão), export, delete ou delete-server (admins)",

	"board size: 4 (Boggle, default) or 5 (Big Boggle)": "tamanho do tabuleiro: 4 (Boggle, padrão) ou 5 (Big Boggle)",

	"board size: 4 (default), 5 or 6": "tamanho do tabuleiro: 4 (padrão), 5 ou 6",

	"classic (words two players find cancel, default) or all (every word scores)": "classic (palavras repetidas se anulam, padrão) ou all (toda palavra pontua)",

	"fewest letters a word needs (default 3 on 4x4, 4 on bigger boards)": "mínimo de letras por palavra (padrão 3 no 4x4, 4 nos tabuleiros maiores)",

	"how long: 30s to 10m, e.g. 90s or 2m (default 3m)": "duração: de 30s a 10m, ex.: 90s ou 2m (padrão 3m)",
	"how many top words to draw (1-10, default 5)":      "quantas das melhores palavras traçar (1-10, padrão 5)",
	"how many words (1-30, default 15)":                 "quantas palavras (1-30, padrão 15)",

	"local time of the board's post, HH:MM on a 24-hour clock (default 09:00)": "horário local da publicação, HH:MM no formato 24 horas (padrão 09:00)",

	"may players ask /hint: on or off (default off in classic, on in all)": "os jogadores podem pedir /hint: on ou off (padrão off no classic, on no all)",

	"plain (one roll, default) or rich (the richest of many rolls)": "plain (um sorteio, padrão) ou rich (o mais rico de vários sorteios)",

	"replay a past day for practice, YYYY-MM-DD (never counts)": "jogar de novo um dia passado para treinar, AAAA-MM-DD (nunca conta)",

	"scoring: boggle (default) or scramble (Scramble with Friends letter values)": "pontuação: boggle (padrão) ou scramble (valores das letras do Scramble with Friends)",

	"language of play: a code such as fr, de, pl, uk (default en; any other code lists them all)": "idioma do jogo: um código como fr, de, pl, uk (padrão en; um código desconhecido lista todos)",

	"language of the daily board: a code such as fr, de, pl (default en; a wrong one lists all)": "idioma do tabuleiro diário: um código como fr, de, pl (padrão en; um desconhecido lista todos)",

	"size and quality in any order, e.g. 5 rich": "tamanho e qualidade em qualquer ordem, ex.: 5 rich",

	"size, time and mode in any order, e.g. 5 2m all": "tamanho, duração e modo em qualquer ordem, ex.: 5 2m all",

	// What a command's free text holds, in /help's synopsis (`/random [SIZE QUALITY]`).
	"BOARD":          "TABULEIRO",
	"WORD":           "PALAVRA",
	"WORDS":          "PALAVRAS",
	"SIZE":           "TAMANHO",
	"SIZE QUALITY":   "TAMANHO QUALIDADE",
	"SIZE TIME MODE": "TAMANHO DURAÇÃO MODO",
	"DAY":            "DIA",
	"COMMAND":        "COMANDO",
	"ACTION":         "AÇÃO",

	"stop the daily posts (scores are kept)": "parar as publicações do desafio diário (os pontos são mantidos)",

	"the board (default: the last board solved or rolled in this channel)": "o tabuleiro (padrão: o último resolvido ou sorteado neste canal)",

	"the letters row by row, e.g. lqre slus atic nren (default: this channel's board)": "as letras linha por linha, ex.: lqre slus atic nren (padrão: o tabuleiro do canal)",

	"the word to define, e.g. recitals":               "a palavra (em inglês) a definir, ex.: recitals",
	"the word to trace (then, optionally, the board)": "a palavra a traçar (depois, se quiser, o tabuleiro)",
	"the words you found, separated by spaces":        "as palavras que você encontrou, separadas por espaços",

	"season (default: this month), today, week, all, or rounds (live round wins)": "season (padrão: este mês), today, week, all ou rounds (rodadas ao vivo vencidas)",

	"where days run midnight to midnight, e.g. Europe/Paris (default UTC)": "fuso horário dos dias, de meia-noite a meia-noite, ex.: America/Sao_Paulo (padrão UTC)",

	"where the daily board and results are posted (default: this channel)": "canal onde o desafio diário e os resultados são publicados (padrão: este canal)",

	"which day, YYYY-MM-DD or yesterday (default: yesterday)": "qual dia, AAAA-MM-DD ou yesterday (padrão: ontem)",

	"whose stats (default: yours)": "estatísticas de quem (padrão: as suas)",

	"word list judging guesses: common (default), standard or large": "lista de palavras que julga os chutes: common (padrão), standard ou large",

	"word list: common, standard or large (default: the bot's, standard unless its admin chose)": "lista de palavras: common, standard ou large (padrão: a do bot, standard se o admin não mudou)",

	"word list: common, standard or large (default: the daily's)": "lista de palavras: common, standard ou large (padrão: a do desafio diário)",

	// Images (package render): headers, legends, labels.
	"%d points":     Plural{One: "%d ponto", Other: "%d pontos"},
	"%d pts":        Plural{One: "%d pt", Other: "%d pts"},
	"%d words · %s": Plural{One: "%d palavra · %s", Other: "%d palavras · %s"},

	"%d words · %s · %d cancelled": Plural{One: "%d palavra · %s · anuladas: %d", Other: "%d palavras · %s · anuladas: %d"},

	"cancelled":               "anulada",
	"missed":                  "perdida",
	"No words on this board.": "Nenhuma palavra neste tabuleiro.",
	"and %d more:":            "e mais %d:",
	// The daily's share text (challenge.Share.Print) and its score ladder.
	"bogglebot #%s · %dx%d":      "bogglebot nº %s · %dx%d",
	"%d words":                   Plural{One: "%d palavra", Other: "%d palavras"},
	"(of %d words on the board)": Plural{One: "(de %d palavra no tabuleiro)", Other: "(de %d palavras no tabuleiro)"},
	"longest %d letters":         Plural{One: "a mais longa: %d letra", Other: "a mais longa: %d letras"},
	"🔥 %d-day streak":            Plural{One: "🔥 sequência de %d dia", Other: "🔥 sequência de %d dias"},
	"💡 %d hints":                 Plural{One: "💡 %d dica", Other: "💡 %d dicas"},
	"%d%% of the points":         "%d%% dos pontos",
	"under 1%% of the points":    "menos de 1%% dos pontos",
	"Beginner":                   "Iniciante",
	"Good Start":                 "Bom começo",
	"Moving Up":                  "Avançando",
	"Good":                       "Bom",
	"Solid":                      "Sólido",
	"Nice":                       "Legal",
	"Great":                      "Ótimo",
	"Amazing":                    "Incrível",
	"Genius":                     "Gênio",
	"Queen Bee":                  "Abelha-rainha",
	// Chat: the daily's share (bot/share.go).

	"That Share button was for %s, and that day has ended: a share is of today's board. `/daily share` shares today's once you have a word; `/daily review %s` looks back at that day.": "Esse botão Compartilhar era de %s, e esse dia já terminou: só se compartilha o tabuleiro de hoje. `/daily share` compartilha o de hoje assim que você tiver uma palavra; `/daily review %s` revê aquele dia.",

	"That button is no longer available. `/daily` shows today's board.": "Esse botão não está mais disponível. `/daily` mostra o tabuleiro de hoje.",

	// Chat: the runtime's refusals; reviews and practice (bot/review.go).

	"I'm restarting. Please try again in a few seconds.": "Estou reiniciando. Tente de novo daqui a alguns segundos.",

	"I'm very busy right now. Please try again in a few seconds.": "Estou muito ocupado agora. Tente de novo daqui a alguns segundos.",

	"You already have %d commands on the way. Wait for them, then try again.": Plural{One: "Você já tem %d comando em andamento. Espere ele terminar e tente de novo.", Other: "Você já tem %d comandos em andamento. Espere eles terminarem e tente de novo."},

	"**Review, %s** `%s` · %dx%d, %s dictionary": "**Revisão, %s** `%s` · %dx%d, dicionário %s",

	"You didn't play that day. The board hid %s worth %s.": "Você não jogou nesse dia. O tabuleiro escondia %s valendo %s.",

	"You found **%d of %s, %d of %s**.": "Você encontrou **%d de %s, %d de %s**.",

	"Replay it for practice with `/daily day:%s`: it never counts for the leaderboard or your streak.": "Jogue de novo para treinar com `/daily day:%s`: isso nunca conta para o placar nem para a sua sequência.",

	"Your words:":        "Suas palavras:",
	"Found in practice:": "Encontradas no treino:",
	"Best you missed:":   "As melhores que você perdeu:",

	"…and %d more words you missed.": Plural{One: "…e mais %d palavra que você perdeu.", Other: "…e mais %d palavras que você perdeu."},

	"**You found every word on the board!**": "**Você encontrou todas as palavras do tabuleiro!**",

	"**Practice: %s** `%s` (%dx%d, %s dictionary). It doesn't count for the leaderboard, your streak or stats.": "**Treino: %s** `%s` (%dx%d, dicionário %s). Não conta para o placar, a sua sequência nem as estatísticas.",

	"It hides %s worth %s.":                      "Ele esconde %s valendo %s.",
	"In practice you've found **%d of %s, %s**.": "No treino você encontrou **%d de %s, %s**.",

	"For the next %s, `/guess words:one two three` plays this board. `/daily` goes back to today's; `/daily review %s` shows what you missed.": "Pelos próximos %s, `/guess words:um dois três` joga neste tabuleiro. `/daily` volta para o de hoje; `/daily review %s` mostra o que você perdeu.",

	"%sWhich words? For example `/guess words:quilts relic slur`. You're practising %s: `/daily day:%s` shows its board, `/daily` goes back to today's.": "%sQuais palavras? Por exemplo `/guess words:quilts relic slur`. Você está treinando o desafio de %[2]s: `/daily day:%[3]s` mostra o tabuleiro, `/daily` volta para o de hoje.",

	"**Practice, %s:** ":   "**Treino, %s:** ",
	"**+%s** (practice). ": "**+%s** (treino). ",

	"In practice you have **%d of %s, %s**; it doesn't count. `/daily` goes back to today's board.": "No treino você tem **%d de %s, %s**; não conta. `/daily` volta para o tabuleiro de hoje.",

	"That button belongs to a round in another channel: press My words under the round's results there.": "Esse botão é de uma rodada em outro canal: aperte “Minhas palavras” embaixo dos resultados da rodada, lá.",

	"That round isn't over yet: your words show here once its results are posted.": "Essa rodada ainda não acabou: suas palavras aparecem aqui quando os resultados forem publicados.",

	"(cancelled)":              "(anulada)",
	"**Your round** `%s` · %s": "**Sua rodada** `%s` · %s",

	"You didn't enter a word in this round. The board hid %s worth %s.": "Você não digitou nenhuma palavra nesta rodada. O tabuleiro escondia %s valendo %s.",

	"You found **%s** of %s and scored **%s**": "Você encontrou **%s** de %s e fez **%s**",
	" (words someone else also found cancel)":  " (palavras que outra pessoa também encontrou se anulam)",
	"Start another with `/play`.":              "Comece outra com `/play`.",
	// Chat: /help (bot/help.go); the commands' descriptions above serve it too.

	"**bogglebot** solves Boggle boards and runs games. Commands:": "**bogglebot** resolve tabuleiros de Boggle e organiza partidas. Comandos:",

	"`/help COMMAND` shows a command's options and examples, `/help boards` how to type a board.": "`/help COMANDO` mostra as opções e exemplos de um comando, `/help boards` como digitar um tabuleiro.",

	"%s: off":      "%s", // under **Off on this bot:**, no agreement to get wrong
	"%s: off (%s)": "%s (%s)",
	"the daily challenge, live rounds, hints and /privacy":                                 "o desafio diário, as rodadas ao vivo, as dicas e /privacy",
	"no database: set %s to a SQLite file or a postgres:// URL; on the console, --db FILE": "sem banco de dados: defina %s como um arquivo SQLite ou uma URL postgres://; no console, --db ARQUIVO",
	"the web board": "o tabuleiro web",
	"the server sets %s and %s to turn it on": "o servidor define %s e %s para ativá-lo",
	"**Off on this bot:**":                    "**Desativado neste bot:**",
	"`/help COMMAND`: a command's options and examples; `/help boards`: how to type a board; `/help off`: what is off on this bot.": "`/help COMANDO`: opções e exemplos de um comando; `/help boards`: como digitar um tabuleiro; `/help off`: o que está desativado neste bot.",
	"Why, and how to turn them on: `/help off`.": "Por quê, e como ativá-los: `/help off`.",
	"`%s` (or %s)": "`%s` (ou %s)",
	"Examples: %s": "Exemplos: %s",

	"There is no help on `%s`.%s Type `/help` for the list of commands, or `/help boards` for how to type a board.": "Não há ajuda sobre `%s`.%s Digite `/help` para ver a lista de comandos, ou `/help boards` para ver como digitar um tabuleiro.",

	"**Boards** are typed row by row, in any case:\n• `lqre slus atic nren` — rows split by spaces (or `/` or `,`)\n• `perslatgsineters` — all tiles in one run\n• `l qu r e / s l u s / a t i c / n r e n` — one tile per word; `q` alone is the Qu tile\n• `[th]` is a two-letter die face (Super Big Boggle) and `#` a blank tile\nSizes 3x3 to 8x8. Options go as `name:value`, e.g. `top:8`, `dict:large`.": "Os **tabuleiros** são digitados linha por linha, em maiúsculas ou minúsculas:\n• `lqre slus atic nren` — linhas separadas por espaços (ou `/` ou `,`)\n• `perslatgsineters` — todas as casas de uma vez\n• `l qu r e / s l u s / a t i c / n r e n` — uma casa por palavra; `q` sozinho é a casa Qu\n• `[th]` é uma face de dado com duas letras (Super Big Boggle) e `#` uma casa vazia\nTamanhos de 3x3 a 8x8. As opções vão como `nome:valor`, ex.: `top:8`, `dict:large`.",

	// Chat: /daily and /guess (bot/daily.go, bot/shared.go).
	"%d hints":          Plural{One: "%d dica", Other: "%d dicas"},
	" (%d hints taken)": Plural{One: " (%d dica usada)", Other: " (%d dicas usadas)"},

	"🐝 **%s** · %d more points to %s": Plural{Arg: 2, One: "🐝 **%s** · falta %d ponto para %s", Other: "🐝 **%s** · faltam %d pontos para %s"},

	"🐝 **%s**: every point on the board!": "🐝 **%s**: todos os pontos do tabuleiro!",

	"%sWhich words? For example `/guess words:quilts relic slur`. `/daily` shows today's board.": "%sQuais palavras? Por exemplo `/guess words:quilts relic slur`. `/daily` mostra o tabuleiro de hoje.",

	"%sWhich words? Type them separated by spaces, for example `/guess quilts relic slur`.": "%sQuais palavras? Digite separadas por espaços, por exemplo `/guess quilts relic slur`.",

	"**Daily board, %s**: `%s` (%dx%d, %s dictionary)": "**Desafio diário, %s**: `%s` (%dx%d, dicionário %s)",
	"Accepted:":      "Aceitas:",
	"Already found:": "Já encontradas:",

	"I read no word in `%s`: a word is letters a-z. ": "Não li nenhuma palavra em `%s`: uma palavra é feita de letras a-z. ",

	"No words yet today. `/daily` shows the board (`%s`).": "Nenhuma palavra hoje ainda. `/daily` mostra o tabuleiro (`%s`).",

	"Not a word (letters a-z only):":                     "Não é palavra (só letras a-z):",
	"A q with no u after it (q is only on the Qu tile):": "Um q sem u depois (o q só está na casa Qu):",
	"Letters that no die of %s has:":                     "Letras que nenhum dado tem em %s:",
	"No letters:":                                        "Sem letras:",
	"Too long (at most %d letters):":                     "Longas demais (no máximo %d letras):",
	"Not in the %s dictionary:":                          "Fora do dicionário %s:",
	"Not on the board:":                                  "Fora do tabuleiro:",
	"Play on the board":                                  "Jogar no tabuleiro",
	"**1st**":                                            "**1º**",
	"**2nd**":                                            "**2º**",
	"**3rd**":                                            "**3º**",
	"Opening the board… If nothing opens, use the Play on the board button.": "Abrindo o tabuleiro… Se nada abrir, use o botão “Jogar no tabuleiro”.",
	"**Leaderboard, live rounds won**":                                       "**Placar de rodadas ao vivo vencidas**",
	"No round has been played here yet. Start one with `/play`.":             "Nenhuma rodada foi jogada aqui ainda. Comece uma com `/play`.",
	"Revealed by a hint (found, no points):":                                 "Reveladas por uma dica (encontradas, sem pontos):",
	"Share":                                                                  "Compartilhar",
	"Today you have **%s, %s**%s: rank %d of %d.":                            "Hoje você tem **%s, %s**%s: posição %d de %d.",
	"Too short (%d+ letters):":                                               "Curtas demais (mínimo de %d letras):",

	"Too tangled to check (the board repeats their letters too often):": "Enroladas demais para conferir (o tabuleiro repete demais as letras delas):",

	"Words need %d+ letters, through touching tiles, each tile once. Guess with `/guess words:one two three`; only you see your guesses. The day ends in %s (midnight, %s).": "As palavras precisam de %d letras ou mais, em casas vizinhas, cada casa uma vez só. Chute com `/guess words:um dois três`; só você vê seus chutes. O dia termina daqui a %s (meia-noite, %s).",

	"You haven't found any words yet%s. It hides %s worth %s.": "Você ainda não encontrou nenhuma palavra%s. Ele esconde %s valendo %s.",

	"You've found **%d of %s, %s**%s: rank %d of %d.": "Você encontrou **%d de %s, %s**%s: posição %d de %d.",
	"Your words: ": "Suas palavras: ",
	// Chat: /solve, /path, /random (bot/builtin.go).
	" It isn't in the %s dictionary either.": " Também não está no dicionário %s.",
	"%d+ letters":                            "mínimo de %d letras",
	"%dx%d · %s dictionary":                  "%dx%d · dicionário %s",
	"%s dictionary":                          "dicionário %s",
	"%s dictionary, %s":                      "dicionário %s, %s",

	"%s: `%s`\nIt hides %s (%s dictionary). Find them, then `/solve` to see them all or `/path WORD` to check one.": "%s: `%s`\nEle esconde %s (dicionário %s). Encontre-as e depois use `/solve` para ver todas ou `/path PALAVRA` para conferir uma.",

	"**%s** is not on the board `%s` (it is a word, but its letters don't join up here).": "**%s** não está no tabuleiro `%s` (é uma palavra, mas as letras não se ligam aqui).",

	"**%s** is not on the board `%s` (it isn't in the %s dictionary either).": "**%s** não está no tabuleiro `%s` (nem no dicionário %s).",

	"**%s** is not on the board `%s`: %s.%s": "**%s** não está no tabuleiro `%s`: %s.%s",

	"**%s** is on the board `%s`, but it isn't in the %s dictionary, so it scores nothing.": "**%s** está no tabuleiro `%s`, mas não no dicionário %s, então não vale pontos.",

	"**%s** is on the board `%s`, but words need %d+ letters to score here.": "**%s** está no tabuleiro `%s`, mas aqui as palavras precisam de %d letras ou mais para pontuar.",

	"**%s**: %s on `%s` (%s).":                             "**%s**: %s em `%s` (%s).",
	"**%s**: %s on `%s`.":                                  "**%s**: %s em `%s`.",
	"**%s, %s** on `%s` (%s)":                              "**%s, %s** em `%s` (%s)",
	"`%s` is a link, not a word: type the word's letters.": "`%s` é um link, não uma palavra: digite as letras da palavra.",
	"`%s` is not a word: `%s` is not a letter.":            "`%s` não é uma palavra: `%s` não é uma letra.",
	"A word is letters a-z only, and `%s` is not.":         "Uma palavra tem só letras a-z, e `%s` não é.",

	"I can't tell whether **%s** is on the board `%s`: the board repeats its letters so often that I stopped searching before I found a path or ruled one out.%s": "Não sei dizer se **%s** está no tabuleiro `%s`: ele repete tanto as letras que parei de procurar antes de achar um caminho ou descartá-lo.%s",

	"New %dx%d board from the %s dice": "Novo tabuleiro %dx%d com os dados %s",
	"New rich %dx%d board, %s":         "Novo tabuleiro rico %dx%d, %s",

	"No words here. Try `dict:large`, or a board with more vowels.": "Nenhuma palavra aqui. Tente `dict:large` ou um tabuleiro com mais vogais.",

	"No words of %d+ letters here. Try a lower `min`, `dict:large`, or a board with more vowels.": "Nenhuma palavra de %d letras ou mais aqui. Tente um `min` menor, `dict:large` ou um tabuleiro com mais vogais.",

	"Not in the %s dictionary": "Fora do dicionário %s",

	"Path (row, column from the top left): %s": "Caminho (linha, coluna a partir do canto superior esquerdo): %s",

	"Scramble scoring": "pontuação Scramble",

	"That button is no longer available. Run `/solve` again.": "Esse botão não está mais disponível. Use `/solve` de novo.",

	"This board repeats its letters so much that I stopped searching after %d steps: the list may be missing words.": "Este tabuleiro repete tanto as letras que parei de procurar depois de %d passos: podem faltar palavras na lista.",

	"Too short: words need %d+ letters to score on %dx%d": "Curta demais: no %[2]dx%[3]d as palavras precisam de %[1]d letras ou mais",

	"Top %d: ": "Top %d: ",
	// Chat: live rounds, what only the player sees (bot/round.go).

	" (before the words others also found cancel)": " (antes de se anularem as palavras que outros também encontraram)",

	"**Round:** ":   "**Rodada:** ",
	". It ends %s.": ". Ela termina %s.",
	"Enter words":   "Digitar palavras",
	"Your words":    "Suas palavras",
	"That button belongs to a round in another channel.": "Esse botão é de uma rodada em outro canal.",

	"That button is no longer available. Start a round with `/play`.": "Esse botão não está mais disponível. Comece uma rodada com `/play`.",

	"That form belongs to a round in another channel.": "Esse formulário é de uma rodada em outro canal.",

	"The board doesn't open inside this app. Use the Play on the board button.": "O tabuleiro não abre dentro deste app. Use o botão “Jogar no tabuleiro”.",

	"The last round in this channel has just ended and its results are on their way: `/play` again once they are posted, in a moment.": "A última rodada deste canal acabou de terminar e os resultados estão a caminho: use `/play` de novo quando forem publicados, em um instante.",

	"The web board isn't enabled on this bot. Enter your words with `/guess WORDS`.": "O tabuleiro web não está ativado neste bot. Digite suas palavras com `/guess PALAVRAS`.",

	"Type or paste as many words as you like, separated by spaces or new lines": "Digite ou cole quantas palavras quiser, separadas por espaços ou quebras de linha",

	"Type your words with `/guess WORDS`, separated by spaces.": "Digite suas palavras com `/guess PALAVRAS`, separadas por espaços.",

	"You have **%s, %s** in this round": "Você tem **%s, %s** nesta rodada",

	"Your personal link to this round's board (it opens for 15 minutes; don't share it: it plays as you). The round ends %s.": "Seu link pessoal para o tabuleiro desta rodada (vale por 15 minutos; não compartilhe: ele joga como você). A rodada termina %s.",

	// Chat: /hint (bot/hint.go). "the daily board" follows "on" (German: dative;
	// Portuguese: with its "no").
	"the daily board":   "no tabuleiro do desafio diário",
	"the round's board": "no tabuleiro da rodada",

	"**Hint %d: words left.** You have **%s** to find on %s, worth %s. By first letter and length:": "**Dica %d: palavras restantes.** Você ainda tem **%s** para encontrar %s, valendo %s no total. Por primeira letra e tamanho:",

	"**Hint %d: where your words left start.** The number on each tile counts the words you have left that can start there (a word that can start on two tiles counts on both).": "**Dica %d: onde começam as palavras que faltam.** O número em cada casa conta as palavras que faltam e podem começar ali (uma palavra que pode começar em duas casas conta nas duas).",

	"**Hint %d: a %d-letter word starting with `%s`**, on %s. It now scores nothing for you, since a hint gave it away; every other word scores as usual.": "**Dica %d: uma palavra de %d letras que começa com `%s`**, %s. Ela não vale mais pontos para você, já que uma dica a entregou; as outras palavras pontuam normalmente.",

	"**Hint %d: the path of %s** (%d letters) on %s: %s. It scores nothing for you now; every other word scores as usual.": "**Dica %d: o caminho de %s** (%d letras) %s: %s. Ela não vale mais pontos para você; as outras palavras pontuam normalmente.",

	"Hint %d · scores nothing for you": "Dica %d · não vale pontos para você",

	"Hint %d · where your %d words left start": Plural{Arg: 2, One: "Dica %[1]d · onde começa a última palavra que falta", Other: "Dica %d · onde começam as %d que faltam"},

	"Hints in this round: %d (shown beside your score). Next `/hint`: %s.": "Dicas nesta rodada: %d (mostradas ao lado da sua pontuação). Próximo `/hint`: %s.",

	"Hints today: %d (shown beside your score). Next `/hint`: %s.": "Dicas hoje: %d (mostradas ao lado da sua pontuação). Próximo `/hint`: %s.",

	"You're practising %s, and hints are for today's board and live rounds only: a hint now would count on today's score. `/daily` goes back to today's board; then `/hint` helps there.": "Você está treinando o desafio de %s, e as dicas são só para o tabuleiro de hoje e as rodadas ao vivo: uma dica agora contaria na pontuação de hoje. `/daily` volta para o tabuleiro de hoje; depois, `/hint` ajuda lá.",

	"a heat map of where they start":        "um mapa de onde elas começam",
	"its path":                              "o caminho dela",
	"the first two letters of another word": "as duas primeiras letras de outra palavra",
	"the first two letters of one word":     "as duas primeiras letras de uma palavra",
	// Chat: /leaderboard (the channel's language) and /stats (bot/daily.go).
	"%d days":                    Plural{One: "%d dia", Other: "%d dias"},
	"%d rounds won of %d played": Plural{One: "%d rodada vencida de %d", Other: "%d rodadas vencidas de %d"},
	"%d rounds":                  Plural{One: "%d rodada", Other: "%d rodadas"},
	"…and %d more players.":      Plural{One: "…e mais %d jogador.", Other: "…e mais %d jogadores."},
	" You are #%d with %s.":      " Você é o nº %d com %s.",
	"%s hasn't played the daily challenge here yet.": "%s ainda não jogou o desafio diário aqui.",
	"**%s** in the daily challenge":                  "**%s** no desafio diário",
	"**Leaderboard, %s**":                            "**Placar, %s**",
	"**Leaderboard, all time**":                      "**Placar de todos os tempos**",
	"**Leaderboard, this week** (since %s)":          "**Placar da semana** (desde %s)",
	"🔥 Streak: %s":                                   "🔥 Sequência: %s",
	"❄️ Streak freezes: %d of %d":                    "❄️ Proteções de sequência: %d de %d",
	"🏆 Season of %s: #%d of %d":                      "🏆 Temporada de %s: %dº de %d",
	"🏆 Season of %s: not on the board yet":           "🏆 Temporada de %s: ainda fora do placar",
	"USER": "JOGADOR",
	"this server's stats instead: players per day, the season's race (admins)": "em vez disso, as estatísticas do servidor: jogadores por dia, disputa da temporada (admins)",
	"see this server's stats": "ver as estatísticas deste servidor",
	"**This server in the daily**, season of %s: %s this season, %d today, over %s.": "**Este servidor no desafio diário**, temporada de %s: %s nesta temporada, %d hoje, em %s.",
	"1st":             "1º",
	"Best words":      "Melhores palavras",
	"Daily challenge": "Desafio diário",
	"Daily scores":    "Pontos diários",
	"Days played":     "Dias jogados",
	"Players per day": "Jogadores por dia",
	"Season of %s":    "Temporada de %s",
	"Stats of %s in the daily: %s, %s; a streak of %s (best %s); a calendar of the last %d weeks with %s played, %d on the podium; the spread of daily scores; the best words.": "Estatísticas de %s no desafio diário: %s, %s; uma sequência de %s (recorde: %s); um calendário das últimas %d semanas com %s jogados, %d no pódio; a distribuição dos pontos diários; as melhores palavras.",
	"The season's race":        "A disputa da temporada",
	"The season's race: %s.":   "A disputa da temporada: %s.",
	"This server in the daily": "Este servidor no desafio diário",
	"This server's daily in the season of %s: players each day (at most %d on one day), and the season's race: %s.": "O desafio diário deste servidor na temporada de %s: jogadores de cada dia (no máximo %d em um dia) e a disputa da temporada: %s.",
	"`freezes` is a number of streak freezes from 0 (off) to %d, not `%s`.":                                         "`freezes` é um número de proteções de sequência de 0 (desligado) a %d, não `%s`.",
	"best streak":           "maior sequência",
	"day streak":            "dias de sequência",
	"days":                  "dias",
	"days played":           "dias jogados",
	"freezes":               "proteções",
	"frozen":                "protegido",
	"nobody has scored yet": "ninguém pontuou ainda",
	"played":                "jogado",
	"players":               "jogadores",
	"podium":                "pódio",
	"points":                "pontos",
	"words":                 "palavras",
	"• Streak freezes: **%d** of %d (one more every %d days played; a missed day spends one)":                                                     "• Proteções de sequência: **%d** de %d (mais uma a cada %d dias jogados; um dia perdido gasta uma)",
	"• Streak freezes: a player keeps up to **%d**, earns one every %d days played, and a missed day spends one instead of breaking their streak": "• Proteções de sequência: cada jogador guarda até **%d**, ganha uma a cada %d dias jogados, e um dia perdido gasta uma em vez de quebrar a sequência",
	"streak freezes a player may keep: one earned every 7 days played; 0 is off":                                                                  "proteções de sequência por jogador: uma a cada 7 dias jogados; 0 desliga",
	"I can't read the season `%s`: a season is a month, written YYYY-MM, like `2026-11`.":                                                         "Não consigo ler a temporada `%s`: uma temporada é um mês, escrito AAAA-MM, como `2026-11`.",
	"The season `%s` hasn't happened yet: this season is %s. `/leaderboard season` shows its race.":                                               "A temporada `%s` ainda não aconteceu: a temporada atual é %s. `/leaderboard season` mostra a disputa.",
	"%[1]s %[2]s": "%[1]s de %[2]s",
	"this season": "esta temporada",
	"a past season: its month, written YYYY-MM (2026-11)": "uma temporada passada: o mês, escrito AAAA-MM (2026-11)",
	"PERIOD":                            "PERÍODO",
	"**Final standings, season of %s**": "**Classificação final, temporada de %s**",
	"**Leaderboard, season of %s** (day %d of %d)": "**Placar, temporada de %s** (dia %d de %d)",
	"Nobody played the daily that season.":         "Ninguém jogou o desafio diário nessa temporada.",
	"The season ends after %s; then a new race begins. `/leaderboard week` and `/leaderboard all` show the other views.": "A temporada termina depois de %s; então começa uma nova disputa. `/leaderboard week` e `/leaderboard all` mostram os outros placares.",
	"**Awards**":      "**Prêmios**",
	"Awards":          "Prêmios",
	"Awards: %s.":     "Prêmios: %s.",
	"Best day":        "Melhor dia",
	"Final standings": "Classificação final",
	"Final standings of the season of %s: %s.": "Classificação final da temporada de %s: %s.",
	"Longest streak":             "Maior sequência",
	"Longest word":               "Palavra mais longa",
	"Most words":                 "Mais palavras",
	"Nobody played this season.": "Ninguém jogou nesta temporada.",
	"The rest of the race":       "O resto da disputa",
	"• Most words: **%s**, %s":   "• Mais palavras: **%s**, %s",
	"• Longest word: **%s** (%s), by **%s** on %s":                "• Palavra mais longa: **%s** (%s), de **%s** em %s",
	"• Best day: **%s**, %s on %s":                                "• Melhor dia: **%s**, %s em %s",
	"• Longest streak: **%s**, %s in a row":                       "• Maior sequência: **%s**, %s seguidos",
	"The season of %s starts now: `/leaderboard` shows its race.": "Começa a temporada de %s: `/leaderboard` mostra a disputa.",

	"Nobody has scored yet. Be the first: `/daily` shows the board, `/guess` plays it.": "Ninguém pontuou ainda. Seja o primeiro: `/daily` mostra o tabuleiro, `/guess` joga.",

	"There is no `%s` leaderboard: choose `season`, `today`, `week`, `all`, `rounds`, or a past season written YYYY-MM.": "Não existe placar `%s`: escolha `season`, `today`, `week`, `all`, `rounds` ou uma temporada passada escrita AAAA-MM.",

	"You haven't played the daily challenge here yet. `/daily` shows today's board; `/guess` plays it.": "Você ainda não jogou o desafio diário aqui. `/daily` mostra o tabuleiro de hoje; `/guess` joga.",

	"• **%s**, %s over %s":               "• **%s**, %s em %s",
	"• Best day: **%s** on %s":           "• Melhor dia: %[2]s, com **%[1]s**",
	"• Favourite long word: **%s** (%s)": "• Palavra longa favorita: **%s** (%s)",

	"• Favourite long word: found today, revealed after midnight (%d letters)": "• Palavra longa favorita: encontrada hoje, revelada depois da meia-noite (%d letras)",

	"• Live rounds: **%s played**, %s won": "• Rodadas ao vivo: jogadas **%s**, vencidas %s",
	"• Streak: **%s** (best %s)":           "• Sequência: **%s** (recorde: %s)",
	// Discord: the lang: option's description (bot/lang.go).
	// Chat: the handler chain's own answers (bot/chain.go).
	"Only server admins can use `/%s`.": "Só os admins do servidor podem usar `/%s`.",

	"That button is no longer available. Run the command again.": "Esse botão não está mais disponível. Use o comando de novo.",

	"That took too long and was cancelled. Please try again.": "Demorou demais e foi cancelado. Tente de novo.",
	// Chat: /privacy (bot/privacy.go).
	"%d daily words":         Plural{One: "%d palavra do desafio diário", Other: "%d palavras do desafio diário"},
	"%d hours":               Plural{One: "%d hora", Other: "%d horas"},
	"%d practice words":      Plural{One: "%d palavra de treino", Other: "%d palavras de treino"},
	"%d round words":         Plural{One: "%d palavra de rodada", Other: "%d palavras de rodada"},
	"%d servers":             Plural{One: "%d servidor", Other: "%d servidores"},
	"%s and %s":              "%s e %s",
	"%s in %s":               "%s em %s",
	"%s on %s":               "%s em %s",
	"%s, in %s":              "%s, em %s",
	"**Kept now:** %s.":      "**Guardado agora:** %s.",
	"**Kept now:** nothing.": "**Guardado agora:** nada.",
	"**What bogglebot keeps about you** on %s:": "**O que o bogglebot guarda sobre você** no %s:",
	"Delete my data":            "Apagar meus dados",
	"Delete this server's data": "Apagar dados do servidor",

	"Done: everything bogglebot kept about this server is erased.": "Pronto: tudo o que o bogglebot guardava sobre este servidor foi apagado.",

	"Done: everything bogglebot kept about you on %s is erased.": "Pronto: tudo o que o bogglebot guardava sobre você no %s foi apagado.",

	"Here is everything bogglebot keeps about you on %s (%s), as JSON.": "Aqui está tudo o que o bogglebot guarda sobre você no %s (%s), em JSON.",

	"It is kept %s, and erased %s after bogglebot is removed from a server, when the platform tells it.": "Fica guardado %s, e é apagado %s depois que o bogglebot sai de um servidor, quando a plataforma avisa.",

	"Nothing else: not your messages, not your e-mail.": "Nada mais: nem suas mensagens, nem seu e-mail.",

	"That button erases another player's data: only they can press it. Run `/privacy delete` to erase yours.": "Esse botão apaga os dados de outro jogador: só essa pessoa pode apertá-lo. Use `/privacy delete` para apagar os seus.",

	"That button erases another server's data: run `/privacy delete-server` in the server you mean.": "Esse botão apaga os dados de outro servidor: use `/privacy delete-server` no servidor que você quer.",

	"That button is from an older version of bogglebot: run `/privacy` again.": "Esse botão é de uma versão antiga do bogglebot: use `/privacy` de novo.",

	"There is no server in a direct message: `/privacy delete` erases your own data.": "Não há servidor em uma mensagem direta: `/privacy delete` apaga seus próprios dados.",

	"This bot is running without a database (none is set up, or it could not be opened when the bot started), so it keeps nothing about you now: only, for a day at most and in memory, the last board typed in each channel, and for seconds your rate limit. There is nothing to export or delete here.": "Este bot está rodando sem banco de dados (nenhum foi configurado, ou não deu para abrir na inicialização), então não guarda nada sobre você agora: só, na memória e por no máximo um dia, o último tabuleiro digitado em cada canal, e por alguns segundos o seu limite de frequência. Não há nada para exportar nem apagar aqui.",

	"This erases everything bogglebot keeps about this server: its daily challenge settings, and every player's words, hints, practice and rounds here. The daily stops until someone runs `/daily setup` again. It cannot be undone.": "Isso apaga tudo o que o bogglebot guarda sobre este servidor: as configurações do desafio diário e as palavras, dicas, treinos e rodadas de cada jogador aqui. O desafio diário para até alguém usar `/daily setup` de novo. Não dá para desfazer.",

	"This erases everything bogglebot keeps about you on %s, in every server: %s. Leaderboards and round standings are worked out again without you (messages already posted in channels stay as they are). It cannot be undone.": "Isso apaga tudo o que o bogglebot guarda sobre você no %s, em todos os servidores: %s. Placares e resultados das rodadas são recalculados sem você (mensagens já publicadas nos canais continuam como estão). Não dá para desfazer.",

	"`%s` is not something `/privacy` does: did you mean `/privacy %s`? It does `about`, `export`, `delete` and `delete-server`.": "`/privacy` não faz `%s`: você quis dizer `/privacy %s`? Ele faz `about`, `export`, `delete` e `delete-server`.",

	"`%s` is not something `/privacy` does: use `about`, `export`, `delete` or `delete-server`. For example `/privacy export`.": "`/privacy` não faz `%s`: use `about`, `export`, `delete` ou `delete-server`. Por exemplo `/privacy export`.",

	"`/privacy export` sends you a copy; `/privacy delete` erases it.": "`/privacy export` envia uma cópia para você; `/privacy delete` apaga tudo.",

	"as long as the server keeps bogglebot": "enquanto o servidor mantiver o bogglebot",

	"bogglebot keeps nothing about you on %s: there is nothing to delete.": "O bogglebot não guarda nada sobre você no %s: não há nada para apagar.",

	"bogglebot keeps nothing about you on %s: there is nothing to export.": "O bogglebot não guarda nada sobre você no %s: não há nada para exportar.",

	"for %s, then aged out": "por %s, e depois é removido",
	"this platform":         "esta plataforma",
	"your name":             "seu nome",

	"• the daily words you found (points and time), the hints you took, and your practice replays;": "• as palavras do desafio diário que você encontrou (pontos e horário), as dicas que usou e seus treinos;",

	"• your display name, beside your scores in each server;": "• seu nome de exibição, ao lado das suas pontuações em cada servidor;",

	"• your words, hints and standing in live rounds, and the rounds you started;": "• suas palavras, dicas e posições nas rodadas ao vivo, e as rodadas que você começou;",

	// Chat: /study (bot/study.go).

	"**Words worth learning on %dx%d boards** (%s dictionary), most points per board first. Over %d rolls of the %s dice, a board held %.0f words, %.0f points on average.": "**Palavras que vale a pena aprender em tabuleiros %dx%d** (dicionário %s), as que mais rendem por tabuleiro primeiro. Em %d sorteios dos dados %s, um tabuleiro tinha em média %.0f palavras e %.0f pontos.",
	"The list of words worth learning on %dx%d boards in %s is being prepared: it is made once, then kept. Try again in a minute.":                                          "A lista de palavras que vale a pena aprender em tabuleiros %dx%d em %s está sendo preparada: ela é feita uma vez e depois guardada. Tente de novo daqui a um minuto.",

	"The count is given twice (`%s` and `%s`). %s":      "A quantidade foi dada duas vezes (`%s` e `%s`). %s",
	"The dictionary is given twice (`%s` and `%s`). %s": "O dicionário foi dado duas vezes (`%s` e `%s`). %s",
	"Too many numbers in `%s`. %s":                      "Números demais em `%s`. %s",
	"Too many words in `%s`. %s":                        "Palavras demais em `%s`. %s",

	"`%s` is not a size, a dictionary or a count. %s": "`%s` não é um tamanho, um dicionário nem uma quantidade. %s",

	"%.0f%%":                    "%.0f%%",
	"%.1f%%":                    "%.1f%%",
	"%.2f%%":                    "%.2f%%",
	"`%s` on %s of boards · %s": "`%s` em %s dos tabuleiros · %s",

	"`/study` takes a size (4, 5 or 6), a dictionary (%s) and how many words (1-%d), for example `/study 5 large 20`.": "`/study` aceita um tamanho (4, 5 ou 6), um dicionário (%s) e quantas palavras (1-%d), por exemplo `/study 5 large 20`.",

	"`count` must be a whole number from 1 to %d, not `%s`.": "`count` precisa ser um número inteiro de 1 a %d, não `%s`.",

	"`size` must be 4, 5 or 6, not `%s`. %s": "`size` precisa ser 4, 5 ou 6, não `%s`. %s",
	// Chat: /define's own words (bot/define.go); WordNet's definitions stay English, and say so.
	" and ":                   " e ",
	"**%s** is a form of %s.": "**%s** é uma forma de %s.",
	"Also: %s.":               "Também: %s.",

	"From WordNet 3.0 (Princeton University).": "Do WordNet 3.0 (Princeton University): as definições estão em inglês.",

	"One word at a time, please: `%s` is %d words. For example `/define sinecure`.": "Uma palavra de cada vez, por favor: `%s` são %d palavras. Por exemplo `/define sinecure`.",

	"That word is on bogglebot's blocklist of slurs, so I don't define it.": "Essa palavra está na lista de ofensas bloqueadas do bogglebot, então não a defino.",

	"Which word? For example `/define sinecure`.": "Qual palavra? Por exemplo `/define sinecure`.",

	"WordNet has no entry for `%s`. It holds nouns, verbs, adjectives and adverbs, not names or little words like `the`.": "O WordNet não tem entrada para `%s`. Ele tem substantivos, verbos, adjetivos e advérbios em inglês, não nomes próprios nem palavrinhas como `the`.",

	"`%s` is %d letters long; I define words of at most %d.": "`%s` tem %d letras; defino palavras de no máximo %d.",

	// Chat: /daily setup's confirmation (the channel's language) and tomorrow's rules (bot/daily.go).
	"%dx%d board, %s dictionary":        "tabuleiro %dx%d, dicionário %s",
	"**Daily challenge set up** by %s.": "**Desafio diário configurado** por %s.",

	"**Daily posts stopped** by %s. Scores are kept, and everyone can still play with `/daily` and `/guess`. Turn the posts back on with `/daily setup channel:#channel`.": "**Publicações do desafio diário paradas** por %s. Os pontos continuam guardados, e todos ainda podem jogar com `/daily` e `/guess`. Reative as publicações com `/daily setup channel:#canal`.",

	"**From tomorrow (%s): %s.** Today's game stays as it is.": "**A partir de amanhã (%s): %s.** O jogo de hoje continua como está.",

	"From tomorrow (%s): %s.": "A partir de amanhã (%s): %s.",

	"No boards are posted on a schedule here: `/daily` shows the board whenever you like.": "Aqui nenhum tabuleiro é publicado em horário fixo: `/daily` mostra o tabuleiro quando você quiser.",

	"Set up the daily challenge in a server channel. In a direct message you play today's board on your own (UTC days), with `/daily` and `/guess`.": "Configure o desafio diário em um canal do servidor. Em mensagem direta você joga o tabuleiro de hoje sozinho (dias em UTC), com `/daily` e `/guess`.",

	"Today's board goes out at %s.":           "O tabuleiro de hoje sai às %s.",
	"Today's board goes out within a minute.": "O tabuleiro de hoje sai em menos de um minuto.",
	"days midnight to midnight in %s":         "dias de meia-noite a meia-noite em %s",
	"• %dx%d board, **%s** dictionary":        "• tabuleiro %dx%d, dicionário **%s**",

	"• Days run midnight to midnight in **%s** (it's %s there now)": "• Os dias vão de meia-noite a meia-noite em **%s** (lá agora são %s)",

	"• Posts in %s: the board at **%s**, the results just after midnight": "• Publicações em %s: o tabuleiro às **%s**, os resultados logo depois da meia-noite",

	// Chat: /solve's buttons (bot/shared.go).
	"All %d words":             Plural{One: "A única palavra", Other: "Todas as %d palavras"},
	"Show the path of a word…": "Ver o caminho de uma palavra…",
	// Chat: reading typed commands (bot/text.go, bot/suggest.go), worded when the reader is known (bot.ErrorIn).
	" Did you mean %s or %s?":     " Você quis dizer %s ou %s?",
	" Did you mean %s, %s or %s?": " Você quis dizer %s, %s ou %s?",
	" Did you mean %s?":           " Você quis dizer %s?",
	" For example `%s`.":          " Por exemplo `%s`.",
	"A quote `\"` is not closed.": "Faltou fechar as aspas `\"`.",
	"Commands start with `/`, for example `/solve lqre slus atic nren`. Type `/help` to see them all.": "Os comandos começam com `/`, por exemplo `/solve lqre slus atic nren`. Digite `/help` para ver todos.",
	"I don't know `/%s`.%s Type `/help %s` to see its options.":                                        "Não conheço `/%s`.%s Digite `/help %s` para ver as opções.",
	"I don't know the command `%s`.%s Type `/help` to see them all.":                                   "Não conheço o comando `%s`.%s Digite `/help` para ver todos.",
	"I don't know the command `/%s`.%s Type `/help` to see what I can do.":                             "Não conheço o comando `/%s`.%s Digite `/help` para ver o que eu sei fazer.",
	"Its options are %s.": "As opções são %s.",
	"Type a command, for example `/solve lqre slus atic nren`, or `/help`.": "Digite um comando, por exemplo `/solve lqre slus atic nren`, ou `/help`.",
	"Type just `/%s`.":              "Digite só `/%s`.",
	"`%s` is given twice in `/%s`.": "`%s` aparece duas vezes em `/%s`.",
	"In `/%s`, I can't tell where the board ends: `board:%s` (%dx%d) or `board:%s` (%dx%d)? Put the board you mean in quotes: `board:\"%s\"` or `board:\"%s\"`.": "Em `/%s`, não sei onde o tabuleiro termina: `board:%s` (%dx%d) ou `board:%s` (%dx%d)? Coloque entre aspas o tabuleiro que você quer: `board:\"%s\"` ou `board:\"%s\"`.",
	"`/%s` has no option `%s`. %s":        "`/%s` não tem a opção `%s`. %s",
	"`/%s` needs a %s.%s":                 "`/%s` precisa da opção %s.%s",
	"`/%s` takes no free text (`%s`). %s": "`/%s` não aceita texto livre (`%s`). %s",
	// Chat: the daily's scheduled posts (bot/scheduler.go), in the server's language of play.
	" …and %d more":                            " …e mais %d",
	"**Best words nobody found:** ":            "**Melhores palavras que ninguém encontrou:** ",
	"**Daily board, %s**: `%s`":                "**Desafio diário, %s**: `%s`",
	"**Results of the daily board, %s**: `%s`": "**Resultados do desafio diário, %s**: `%s`",
	"A new board is up: `/daily`.":             "Tem tabuleiro novo: `/daily`.",
	"Everyone: ":                               "Todos: ",
	"Find as many words as you can before midnight (%s): %d+ letters, through touching tiles, each tile once. The board hides **%s** in the %s dictionary.": "Encontre o máximo de palavras que puder antes da meia-noite (%s): %d letras ou mais, em casas vizinhas, cada casa uma vez só. O tabuleiro esconde **%s** do dicionário %s.",
	"Nobody played this one. It hid **%s** worth %s.": "Ninguém jogou este. Ele escondia **%s** valendo %s.",
	"Play privately with `/guess words:one two three`. `/daily` shows the board and your progress, `/leaderboard` the scores. The results and the best words nobody found come out after midnight.": "Jogue em particular com `/guess words:um dois três`. `/daily` mostra o tabuleiro e seu progresso, `/leaderboard` o placar. Os resultados e as melhores palavras que ninguém encontrou saem depois da meia-noite.",
	"Together you found %d of its %s (%s possible).": "Juntos, vocês encontraram %d das suas %s (%s possíveis).",
	"You found **every word**. Well played!":         "Vocês encontraram **todas as palavras**. Mandaram bem!",
	"…and %d more tied":                              "…e mais %d empatados",

	// Refusals worded when the request is known (package bot refusef), and cut replies.
	"(cut short)": "(cortado)",
	"I can't find the word in `%s`: a word is letters a-z only. For example `/path sinecure perslatgsineters`.":                                                                                 "Não encontro a palavra em `%s`: uma palavra tem só letras a-z. Por exemplo `/path sinecure perslatgsineters`.",
	"I can't read `%s` in `/random %s`: give a size (4, 5 or 6) and a quality (`plain` or `rich`), for example `/random 5 rich`.":                                                               "Não consigo ler `%s` em `/random %s`: dê um tamanho (4, 5 ou 6) e uma qualidade (`plain` ou `rich`), por exemplo `/random 5 rich`.",
	"I can't read that board: %s You typed `%s`; `/help boards` shows how to type one.":                                                                                                         "Não consigo ler esse tabuleiro: %s Você digitou `%s`; `/help boards` mostra como digitar um.",
	"I can't read that board: %s `/help boards` shows how to type one.":                                                                                                                         "Não consigo ler esse tabuleiro: %s `/help boards` mostra como digitar um.",
	"I don't know `%s` as a rule of `/play`: give a size (4, 5 or 6), a time (30s to 10m, like `2m`), a mode (`classic` or `all`), a dictionary (%s) or `hints`. For example `/play 5 2m all`.": "Não conheço `%s` como regra do `/play`: dê um tamanho (4, 5 ou 6), um tempo (de 30s a 10m, como `2m`), um modo (`classic` ou `all`), um dicionário (%s) ou `hints`. Por exemplo `/play 5 2m all`.",
	"I have no best %dx%d boards for the %s dictionary.":                                                                                                                                        "Não tenho melhores tabuleiros %dx%d para o dicionário %s.",
	"The board you gave is %dx%d, but the size asked is %d: a round plays the board you give at its own size, so leave the size out.":                                                           "O tabuleiro que você deu é %dx%d, mas o tamanho pedido é %d: uma rodada joga o tabuleiro dado no tamanho dele, então não informe o tamanho.",
	"There are no rules called `%s`: choose `boggle` or `scramble`.":                                                                                                                            "Não existem regras chamadas `%s`: escolha `boggle` ou `scramble`.",
	"There is no dictionary called `%s`: choose %s.":                                                                                                                                            "Não existe dicionário chamado `%s`: escolha %s.",
	"A round is being played in this channel: its board's words stay hidden until it ends. Give another board with `board:`.":                                                                   "Há uma rodada em andamento neste canal: as palavras do tabuleiro dela ficam ocultas até o fim. Dê outro tabuleiro com `board:`.",
	"There's no board in this channel yet. Give one with `board:`, or roll one with `/random`.":                                                                                                 "Ainda não há tabuleiro neste canal. Dê um com `board:` ou sorteie um com `/random`.",
	"There's no board in this channel yet. Give one, for example `%s`, or roll one with `/random`.":                                                                                             "Ainda não há tabuleiro neste canal. Dê um, por exemplo `%s`, ou sorteie um com `/random`.",
	"Which word? For example `/path sinecure perslatgsineters`.":                                                                                                                                "Qual palavra? Por exemplo `/path sinecure perslatgsineters`.",
	"`%s` and `%s` could each be the word or the board. Say which is which, for example `/path word:%s board:%s`.":                                                                              "`%s` e `%s` podem ser cada um a palavra ou o tabuleiro. Diga qual é qual, por exemplo `/path word:%s board:%s`.",
	"`%s` must be a whole number from %d to %d, not `%s`.":                                                                                                                                      "`%s` precisa ser um número inteiro de %d a %d, não `%s`.",
	"`/play` got two %s, `%s` and `%s`: give one.":                                                                                                                                              "`/play` recebeu dois %s, `%s` e `%s`: dê só um.",
	"`/random` got two %s, `%s` and `%s`: give one.":                                                                                                                                            "`/random` recebeu dois %s, `%s` e `%s`: dê só um.",
	"`quality:rich` rolls the board, and `board:%s` gives one: choose one of them.":                                                                                                             "`quality:rich` sorteia o tabuleiro, e `board:%s` dá um: escolha um dos dois.",
	"`quality` is `plain` (one roll) or `rich` (the richest of many rolls), not `%s`.":                                                                                                          "`quality` é `plain` (um sorteio) ou `rich` (o mais rico de muitos sorteios), não `%s`.",
	"`size` is 4 or 5, not `%s`.":            "`size` é 4 ou 5, não `%s`.",
	"`size` must be 4, 5 or 6, not `%s`.":    "`size` precisa ser 4, 5 ou 6, não `%s`.",
	"`stop` is `true` or `false`, not `%s`.": "`stop` é `true` ou `false`, não `%s`.",
	"hints settings":                         "ajustes de dicas",
	"sizes":                                  "tamanhos",
	"times":                                  "tempos",
	"modes":                                  "modos",
	"dictionaries":                           "dicionários",
	"languages":                              "idiomas",
	"qualities":                              "qualidades",
	"(only you can see this)":                "(só você vê isto)",
	"Definitions are English only (WordNet): `%s` is not an English word, so I have none for it.": "As definições são só em inglês (WordNet): `%s` não é uma palavra inglesa, então não tenho nenhuma.",
	"%s stopped the round. The results follow in a moment.":                                       "%s encerrou a rodada. Os resultados vêm em instantes.",
	"(The file above was in a temporary folder, now removed: keep files with --images DIR.)":      "(O arquivo acima estava numa pasta temporária, já apagada: guarde os arquivos com --images PASTA.)",
	"(The %d files above were in a temporary folder, now removed: keep them with --images DIR.)":  "(Os %d arquivos acima estavam numa pasta temporária, já apagada: guarde-os com --images PASTA.)",
	"That line is too long: a command is at most %d KB.":                                          "Essa linha é longa demais: um comando tem no máximo %d KB.",
	"I don't know the command %s. Did you mean /%s?":                                              "Não conheço o comando %s. Você quis dizer /%s?",
	"/click 1 (the only button)":                                                                  "/click 1 (o único botão)",
	"/click 1 to /click %d":                                                                       "/click 1 a /click %d",
	"There is nothing to click: the last reply has no buttons.":                                   "Não há nada para clicar: a última resposta não tem botões.",
	"Which one? Type %s.":                                        "Qual? Digite %s.",
	"There is no button %q: type %s.":                            "Não há botão %q: digite %s.",
	"(Pressing %q under message %s, the last one with buttons.)": "(Apertando %q abaixo da mensagem %s, a última com botões.)",
	"That button is a link: open %s in a browser.":               "Esse botão é um link: abra %s num navegador.",
	"Which word? Type /click %d WORD, for example /click %d %s.": "Qual palavra? Digite /click %d PALAVRA, por exemplo /click %d %s.",
	"(The button takes no words: I left out %q.)":                "(O botão não leva palavras: deixei de fora %q.)",
	"  [%d] %s  (type /click %d)":                                "  [%d] %s  (digite /click %d)",
	"  [%d] %s  (type /click %d WORD, e.g. %s)":                  "  [%d] %s  (digite /click %d PALAVRA, ex.: %s)",

	// The platforms' words (Markup): who may do what, a moment.
	"Only admins can %s (on the console: bogglebot console --admin).": "Só admins podem %s (no console: bogglebot console --admin).",
	"Only admins can %s.":                        "Só admins podem %s.",
	"Only server admins (Manage Server) can %s.": "Só os admins do servidor (permissão Gerenciar servidor) podem %s.",
	"Only workspace admins and owners, and the people in the bot's SLACK_ADMINS list, can %s. Whoever runs the bot can add you to that list: your member ID is %s.": "Só admins e proprietários do workspace, e as pessoas da lista SLACK_ADMINS do bot, podem %s. Quem administra o bot pode incluir você nessa lista: seu ID de membro é %s.",
	"at %s":                             "às %s",
	"delete this server's data":         "apagar os dados deste servidor",
	"set up the daily challenge":        "configurar o desafio diário",
	"stop a round someone else started": "parar uma rodada que outra pessoa começou",

	// The All N words button's answer.
	"**%d letters** (%s each):":              "**%d letras** (%s cada):",
	"**All %s on `%s`** (%s, %s)":            "**Todas as %s em `%s`** (%s, %s)",
	"the whole list, %s, is in the file %s.": "a lista inteira, %s, está no arquivo %s.",

	// A live round's posts, in the round's language.
	"%d. %s took %s, no words":                       "%d. %s usou %s, nenhuma palavra",
	"%s, %s entered.":                                "%s, %s enviadas.",
	"**Best words nobody found:**":                   "**As melhores palavras que ninguém encontrou:**",
	"**Cancelled** (found by two or more):":          "**Canceladas** (encontradas por dois ou mais):",
	"**Live round!** `%s` · %s started a round: %s.": "**Rodada ao vivo!** `%s` · %s começou uma rodada: %s.",
	"**Round over!** `%s` · %s":                      "**Rodada encerrada!** `%s` · %s",
	"**Round over.** `%s` · %s started it: %s.":      "**Rodada encerrada.** `%s` · %s a começou: %s.",
	", hints allowed (`/hint`)":                      ", dicas permitidas (`/hint`)",
	"It ends **%s**. Find words of %d+ letters on the board and enter them with the button below or `/guess WORDS`: only you see your words until the end.": "Ela termina **%s**. Encontre palavras de %d+ letras no tabuleiro e envie-as com o botão abaixo ou `/guess PALAVRAS`: só você vê suas palavras até o fim.",
	"My words":                             "Minhas palavras",
	"No words entered yet: be the first!":  "Nenhuma palavra enviada ainda: seja o primeiro!",
	"Nobody entered a word this time.":     "Ninguém enviou uma palavra desta vez.",
	"Results: %s":                          "Resultados: %s",
	"So far: **%s**, %s entered.":          "Até agora: **%s**, %s enviadas.",
	"The results are in the next message.": "Os resultados estão na próxima mensagem.",
	"and %s":                               "e %s",
	"classic: words two players both find score for nobody": "clássico: palavras que dois jogadores encontram não pontuam para ninguém",
	"every word scores for whoever finds it":                "cada palavra pontua para quem a encontrar",
	"%d players":                                            Plural{One: "%d jogador", Other: "%d jogadores"},
	"%d more players":                                       Plural{One: "mais %d jogador", Other: "mais %d jogadores"},
	"The daily plays in %s, this server's language: `/daily setup language:en` for English, or another language's code.":                         "O desafio diário é jogado em %s, o idioma deste servidor: `/daily setup language:en` para inglês, ou o código de outro idioma.",
	"The daily plays in %s, your language: `/daily setup language:en` for English, or another language's code.":                                  "O desafio diário é jogado em %s, o seu idioma: `/daily setup language:en` para inglês, ou o código de outro idioma.",
	"In %s, this server's language: add `lang:en` for English, or another language's code.":                                                      "Em %s, o idioma deste servidor: adicione `lang:en` para inglês, ou o código de outro idioma.",
	"In %s, your language: add `lang:en` for English, or another language's code.":                                                               "Em %s, o seu idioma: adicione `lang:en` para inglês, ou o código de outro idioma.",
	"New %dx%d board from %s dice fitted to the word list's letters":                                                                             "Novo tabuleiro %dx%d em %s, com dados ajustados às letras da lista de palavras",
	"This channel's board `%s` is in %s, and %s has no die with its letters. Give a board with `board:`, or leave out `lang:` to play it in %s.": "O tabuleiro deste canal, `%s`, está em %s, e o %s não tem nenhum dado com as letras dele. Dê um tabuleiro com `board:`, ou tire `lang:` para jogá-lo em %s.",
	"This channel's board `%s` is in %s, not %s. Give a board with `board:`, or leave out `lang:` to play it in %s.":                             "O tabuleiro deste canal, `%s`, está em %s, não em %s. Dê um tabuleiro com `board:`, ou tire `lang:` para jogá-lo em %s.",

	// Why a word is not on a board.
	"a word is letters a-z only":                                   "uma palavra tem só letras a-z",
	"every q on a board comes as Qu, and this q has no u after it": "num tabuleiro, todo q vem como Qu, e este q não tem u depois",
	"it has %d letters, and the board's tiles hold %d":             "ela tem %d letras, e as casas do tabuleiro têm %d",
	"the board has no %s":                                          "o tabuleiro não tem %s",
	"the board has %d %s's, and the word needs %d":                 Plural{One: "o tabuleiro tem só uma casa %[2]s, e a palavra precisa de %[3]d", Other: "o tabuleiro tem %d casas %s, e a palavra precisa de %d"},

	// Images' titles and alt texts.
	"A %dx%d Boggle board: %s":                "Um tabuleiro de Boggle %dx%d: %s",
	"Live round":                              "Rodada ao vivo",
	"The daily board for %s: %s":              "O tabuleiro do desafio diário de %s: %s",
	"The daily board of %s, for practice: %s": "O tabuleiro do desafio diário de %s, para treinar: %s",
	"The round's %dx%d Boggle board: %s":      "O tabuleiro %dx%d da rodada: %s",
	"Today's daily board: %s":                 "O tabuleiro do desafio diário de hoje: %s",
	"The path of %q on board %s, by row and column from the top left: %s": "O caminho de %q no tabuleiro %s, por linha e coluna a partir do canto superior esquerdo: %s",

	// A board that does not parse.
	"the board is empty; type its letters row by row, for example: lqre slus atic nren.":     "o tabuleiro está vazio; digite as letras linha por linha, por exemplo: lqre slus atic nren.",
	"that board is %d characters long; the largest board (8 x 8) needs at most 64 tiles.":    "esse tabuleiro tem %d caracteres; o maior tabuleiro (8 x 8) tem no máximo 64 casas.",
	"the board has characters that are not text; type letters a-z.":                          "o tabuleiro tem caracteres que não são texto; digite letras a-z.",
	"row %d has %d tiles but row 1 has %d; every row needs the same number.":                 "a linha %d tem %d casas mas a linha 1 tem %d; todas as linhas precisam do mesmo número.",
	"the board has %d rows of %d tiles; a square board needs %d rows.":                       "o tabuleiro tem %d linhas de %d casas; um tabuleiro quadrado precisa de %d linhas.",
	"the board has %d rows of %d tiles; a board is square, from 3 rows of 3 to 8 rows of 8.": "o tabuleiro tem %d linhas de %d casas; um tabuleiro é quadrado, de 3 linhas de 3 a 8 linhas de 8.",
	"'[' is never closed; write two-letter faces like [th]":                                  "'[' nunca é fechado; escreva as faces de duas letras como [th]",
	"'[%s]' is not a die face; faces are single letters, Qu, An, Er, He, In and Th":          "'[%s]' não é uma face de dado; as faces são letras simples, Qu, An, Er, He, In e Th",
	"'%c' is not a letter; boards use letters, [th]-style faces and # for a blank":           "'%c' não é uma letra; os tabuleiros usam letras, faces como [th] e # para uma casa vazia",
	"'%c' is not a letter; boards use letters a-z, [th]-style faces and # for a blank":       "'%c' não é uma letra; os tabuleiros usam letras a-z, faces como [th] e # para uma casa vazia",
	"%s (row %d, tile %d).": "%s (linha %d, casa %d).",
	"%s (row %d).":          "%s (linha %d).",
	"%s (tile %d).":         "%s (casa %d).",
	"the board has %d tiles; the largest board is 8 x 8 (64 tiles).":        "o tabuleiro tem %d casas; o maior tabuleiro é 8 x 8 (64 casas).",
	"a %d x %d board is not playable; boards are from 3 x 3 to 8 x 8.":      "um tabuleiro %d x %d não é jogável; os tabuleiros vão de 3 x 3 a 8 x 8.",
	"the board has %d tiles; a square board needs 9, 16, 25, 36, 49 or 64.": Plural{One: "o tabuleiro tem %d casa; um tabuleiro quadrado precisa de 9, 16, 25, 36, 49 ou 64.", Other: "o tabuleiro tem %d casas; um tabuleiro quadrado precisa de 9, 16, 25, 36, 49 ou 64."},

	// The adapters' refusals (Slack and Discord channels and admins).
	"%s is archived: choose another channel.": "%s está arquivado: escolha outro canal.",
	"I can't look up Slack channels by name (`%s`). Run `/daily setup` in the channel where the daily posts should go, without `channel:`, or pick the channel with #.":  "Não consigo procurar canais do Slack pelo nome (`%s`). Use `/daily setup` sem `channel:` no canal onde o desafio diário deve ser publicado, ou escolha o canal com #.",
	"I can't post boards in %s: I lack these permissions there: %s. Ask a server admin to give bogglebot them in this channel's settings (Permissions), then try again.": "Não consigo publicar tabuleiros em %s: me faltam estas permissões lá: %s. Peça a um admin do servidor que as dê ao bogglebot nas configurações do canal (Permissões) e tente de novo.",
	"I can't see %s: if it is private, invite me there with `/invite @bogglebot`, then try again.":                                                                       "Não consigo ver %s: se for privado, me convide com `/invite @bogglebot` e tente de novo.",
	"I couldn't check with Slack that I can post in %s, so I did nothing. Please try again in a minute.":                                                                 "Não consegui confirmar com o Slack que posso publicar em %s, então não fiz nada. Tente de novo em um minuto.",
	"I couldn't check with Slack whether you administer this workspace, so I didn't change anything. Please try again in a minute.":                                      "Não consegui confirmar com o Slack se você administra este workspace, então não mudei nada. Tente de novo em um minuto.",
	"I'm not a member of %s, so I can't post boards there. Invite me with `/invite @bogglebot` in that channel, then try again.":                                         "Não sou membro de %s, então não posso publicar tabuleiros lá. Me convide com `/invite @bogglebot` nesse canal e tente de novo.",
	"The daily posts need a channel, not a direct message: run `/daily setup` in the channel where the board should be posted.":                                          "As publicações do desafio diário precisam de um canal, não de uma mensagem direta: rode `/daily setup` no canal onde o tabuleiro deve ser publicado.",
	"There are no %s dice for %d x %d boards: that language has dice for sizes %s.":                                                                                      "Não há dados em %s para tabuleiros de %d x %d: esse idioma tem dados para os tamanhos %s.",
	"There are no dice for %d x %d boards: real dice exist for sizes %s.":                                                                                                "Não há dados para tabuleiros de %d x %d: existem dados reais para os tamanhos %s.",
	"`%s` is not a channel: pick one from the list Discord offers.":                                                                                                      "`%s` não é um canal: escolha um da lista que o Discord oferece.",
	"found": "encontrada",

	// The Enter words form's buttons (Slack draws them).
	"Enter":      "Enviar",
	"Cancel":     "Cancelar",
	"Enter text": "Digitar texto", // a form's title when it names none
	"Text":       "Texto",         // a form's field when it names none

	// Alt texts of the images, dice lines, deals (bot/shared.go, bot/deal.go, bot/review.go, bot/roundkeeper.go, bot/scheduler.go, bot/hint.go).
	"%s: no words": "%s: nenhuma palavra",
	"%s (paths by row and column from the top left): %s": "%s (caminhos por linha e coluna a partir do canto superior esquerdo): %s",
	"%s, %s: %s": "%s, %s: %s",
	"%s: %s":     "%s: %s",
	"Board %s with the paths of its top %d words":                                       Plural{Arg: 2, Zero: "Tabuleiro %[1]s", One: "Tabuleiro %[1]s com o caminho da sua melhor palavra", Other: "Tabuleiro %s com os caminhos das suas %d melhores palavras"},
	"The round's board %[1]s with the paths of the best %[2]d of the %[3]d words found": Plural{Arg: 2, One: "O tabuleiro da rodada %[1]s com o caminho da melhor das %[3]d palavras encontradas", Other: "O tabuleiro da rodada %[1]s com os caminhos das %[2]d melhores das %[3]d palavras encontradas"},
	"The round's board %s with the paths of the %d words found":                         Plural{Arg: 2, One: "O tabuleiro da rodada %[1]s com o caminho da única palavra encontrada", Other: "O tabuleiro da rodada %s com os caminhos das %d palavras encontradas"},
	"The round's board %s with the paths of its best %d words, which nobody found":      Plural{Arg: 2, One: "O tabuleiro da rodada %[1]s com o caminho da sua melhor palavra, que ninguém encontrou", Other: "O tabuleiro da rodada %s com os caminhos das suas %d melhores palavras, que ninguém encontrou"},
	"The daily board for %s with the paths of its top %d words":                         Plural{Arg: 2, One: "O tabuleiro do desafio diário de %[1]s, com o caminho da sua melhor palavra", Other: "O tabuleiro do desafio diário de %s, com os caminhos das suas %d melhores palavras"},
	"The daily board for %s with the paths of the best %d words nobody found":           Plural{Arg: 2, One: "O tabuleiro do desafio diário de %[1]s, com o caminho da melhor palavra que ninguém encontrou", Other: "O tabuleiro do desafio diário de %s, com os caminhos das %d melhores palavras que ninguém encontrou"},
	"The daily board of %s, %s":                                                         "O tabuleiro do desafio diário de %s, %s",
	"The round's board %s":                                                              "O tabuleiro da rodada %s",
	"%s with the paths of %s":                                                           "%s; caminhos traçados: %s",
	"none of your words and no missed word":                                             "nenhuma das suas palavras e nenhuma palavra perdida",
	"none of your words, and %s":                                                        "nenhuma das suas palavras, só %s",
	"your %d best words":                                                                Plural{One: "sua melhor palavra", Other: "suas %d melhores palavras"},
	"the %d best words you missed":                                                      Plural{One: "a melhor palavra que você deixou passar", Other: "as %d melhores palavras que você deixou passar"},
	"%s, then %s":                                                                       "%s, depois %s",
	"Heat map of the board %[1]s: how many of your %[2]d words left start on each tile, row by row: %[3]s": Plural{Arg: 2, One: "Mapa de calor do tabuleiro %[1]s: onde pode começar a última palavra que falta para você, casa por casa, linha por linha: %[3]s", Other: "Mapa de calor do tabuleiro %[1]s: quantas das %[2]d palavras que faltam para você começam em cada casa, linha por linha: %[3]s"},
	"%dx%d · words found":                         "%dx%d · palavras encontradas",
	"%dx%d · best words nobody found":             "%dx%d · melhores palavras que ninguém encontrou",
	"%dx%d round · your words":                    "Rodada %dx%d · suas palavras",
	"Review · %s":                                 "Revisão · %s",
	"Boggle 4x4 (1987 on)":                        "Boggle 4x4 (desde 1987)",
	"Boggle 4x4 (1976)":                           "Boggle 4x4 (1976)",
	"Big Boggle 5x5":                              "Big Boggle 5x5",
	"Super Big Boggle 6x6":                        "Super Big Boggle 6x6",
	"%s %dx%d, fitted to the word list's letters": "%s %dx%d, dados pela lista de palavras",
	"the richest of %d rolls of the %s %dx%d dice, fitted to the word list's letters (%s)": "o mais rico de %d sorteios dos dados %s %dx%d, ajustados à lista de palavras (%s)",
	"the richest of %d rolls of the %s dice (%s)":                                          "o mais rico de %d sorteios dos dados %s (%s)",
	"one of the best %dx%d boards known for the %s dictionary (%s, %s)":                    "um dos melhores tabuleiros %dx%d conhecidos para o dicionário %s (%s, %s)",
	"The board is %s.": "O tabuleiro é %s.",
	"%s or %s":         "%s ou %s",
	"%s; for a board in another language, add %s":  "%s; para um tabuleiro em outro idioma, adicione %s",
	"%s; for a board in another language, add %s.": "%s; para um tabuleiro em outro idioma, adicione %s.",

	// Reminders (/remind).
	"I can't set your reminder: `%s` is not a time of day. Write HH:MM on a 24-hour clock, like 19:30.":            "Não consigo configurar seu lembrete: `%s` não é um horário. Escreva HH:MM no formato de 24 horas, como 19:30.",
	"I can't set your reminder: there is no timezone `%s`. Use a name like Europe/Paris, America/New_York or UTC.": "Não consigo configurar seu lembrete: não existe o fuso horário `%s`. Use um nome como America/Sao_Paulo, Europe/Lisbon ou UTC.",
	"Your reminder to play the daily board: on or off, and when":                                                   "Seu lembrete do desafio diário: ligado ou não, e a que horas",
	"A private nudge if you haven't played the daily board by a time of day":                                       "Um aviso privado se você não jogou o desafio diário até certa hora",
	"Stop your reminder to play the daily board":                                                                   "Parar seu lembrete do desafio diário",
	"when, HH:MM on a 24-hour clock (default: as before, else 19:00)":                                              "quando, HH:MM no formato de 24 horas (padrão: como antes, senão 19:00)",
	"your timezone, e.g. Europe/Paris (default: the server's daily timezone)":                                      "seu fuso horário, p. ex. America/Sao_Paulo (padrão: o do desafio diário do servidor)",
	"TIME": "HORA",
	"**Reminder on.** If you haven't played the daily board by **%s** (%s), I'll send you a private nudge with your streak, at most once a day. The next one: %s. `/remind off` stops it.": "**Lembrete ligado.** Se você não tiver jogado o desafio diário até **%s** (%s), eu te mando um aviso privado com sua sequência, no máximo uma vez por dia. O próximo: %s. `/remind off` desliga.",
	"You have no reminder on here. `/remind on 19:30` sets one.":                                                                                                                             "Você não tem lembrete ligado aqui. `/remind on 19:30` cria um.",
	"**Reminder off.** No more nudges here; `/remind on` brings them back.":                                                                                                                  "**Lembrete desligado.** Sem mais avisos aqui; `/remind on` traz de volta.",
	"You have no reminder on here. `/remind on 19:30` sends you a private nudge at 19:30 on the days you haven't played the daily board yet.":                                                "Você não tem lembrete ligado aqui. `/remind on 19:30` te manda um aviso privado às 19:30 nos dias em que você ainda não jogou o desafio diário.",
	"Your reminder is on: a private nudge at **%s** (%s) on the days you haven't played the daily board by then. The next one: %s. `/remind off` stops it.":                                  "Seu lembrete está ligado: um aviso privado às **%s** (%s) nos dias em que você não tiver jogado o desafio diário até lá. O próximo: %s. `/remind off` desliga.",
	"_Your reminder to play the daily board is off: my private message could not reach you (your direct messages may be closed to the bot). Open them and use `/remind on` to get it back._": "_Seu lembrete do desafio diário está desligado: minha mensagem privada não chegou até você (talvez suas mensagens diretas estejam fechadas para o bot). Abra-as e use `/remind on` para trazê-lo de volta._",
	"**Your streak of %s is at stake!** You haven't played today's daily board yet; the day ends %s.":                                                                                        "**Sua sequência de %s está em jogo!** Você ainda não jogou o desafio diário de hoje; o dia termina %s.",
	"**Today's daily board is waiting for you.** You haven't played it yet; the day ends %s.":                                                                                                "**O desafio diário de hoje está te esperando.** Você ainda não jogou; o dia termina %s.",
	"Play with `/daily` in %s, or `/guess` your words.":                                                                                                                                      "Jogue com `/daily` em %s, ou mande suas palavras com `/guess`.",
	"Play with `/daily` in the server, or `/guess` your words.":                                                                                                                              "Jogue com `/daily` no servidor, ou mande suas palavras com `/guess`.",
	"_You asked for this reminder; `/remind off` stops it._":                                                                                                                                 "_Você pediu este lembrete; `/remind off` desliga._",
	"[bogglebot to %s, privately]": "[bogglebot para %s, em privado]",
	"(also %s)":                    "(também %s)",
	"Reminders aren't available here: a reminder is a private nudge to play the daily board, set from the daily board's page on a platform where I can message you.":             "Os lembretes não estão disponíveis aqui: um lembrete é uma mensagem privada para você jogar o desafio diário, configurada na página do desafio diário, numa plataforma onde eu possa lhe escrever.",
	"There are no roles here: a role for the daily post needs Discord or Slack.":                                                                                                 "Não há cargos aqui: um cargo para a publicação do desafio diário precisa do Discord ou do Slack.",
	"I can't find the role `%s`: name one with role:@role (on Slack, a user group: role:@group).":                                                                                "Não encontro o cargo `%s`: indique um com role:@cargo (no Slack, um grupo de usuários: role:@grupo).",
	"I can't use %s for the daily post: nobody may mention it. Make it mentionable (Server Settings → Roles), or give me the Mention @everyone, @here and All Roles permission.": "Não posso usar %s na publicação do desafio diário: ninguém pode mencioná-lo. Torne-o mencionável (Configurações do servidor → Cargos), ou me dê a permissão Mencionar @everyone, @here e todos os cargos.",
	"I can't use %s for the daily post: I could not add players to it. I need %s, and my own role must be above it in Server Settings → Roles.":                                  "Não posso usar %s na publicação do desafio diário: eu não conseguiria adicionar jogadores a ele. Preciso de %s, e meu próprio cargo deve ficar acima dele em Configurações do servidor → Cargos.",
	"I can't use %s for the daily post: it belongs to an integration, and nobody can be added to it by hand. Choose another role.":                                               "Não posso usar %s na publicação do desafio diário: ele pertence a uma integração, e ninguém pode ser adicionado à mão. Escolha outro cargo.",
	"This server's daily post has no role to join any more: an admin sets one with `/daily setup role:`.":                                                                        "A publicação do desafio diário deste servidor não tem mais cargo para entrar: um admin define um com `/daily setup role:`.",
	"I couldn't change your place in %s: the platform refused. An admin should check that my role is above it and that I may manage roles.":                                      "Não consegui mudar seu lugar em %s: a plataforma recusou. Um admin deve conferir se meu cargo está acima dele e se posso gerenciar cargos.",
	"a role (on Slack a user group) the board's post pings; players join it with a button":                                                                                       "um cargo (no Slack um grupo) que a publicação avisa; entra-se com um botão",
	"stop pinging a role in the board's post":                                                          "parar de avisar um cargo na publicação",
	"• The board's post mentions no role.":                                                             "• A publicação do tabuleiro não menciona nenhum cargo.",
	"• The board's post mentions %s; players join or leave it with the post's buttons.":                "• A publicação do tabuleiro menciona %s; os jogadores entram ou saem com os botões dela.",
	"%s: today's board is up!":                                                                         "%s: o tabuleiro de hoje chegou!",
	"Ping me for the daily board":                                                                      "Me avisar do desafio diário",
	"Stop the pings":                                                                                   "Parar os avisos",
	"You're in %s: the daily board's post will ping you. Its other button takes you out.":              "Você está em %s: a publicação do desafio diário vai te avisar. O outro botão dela te tira.",
	"You're out of %s: no more pings from the daily board's post.":                                     "Você saiu de %s: sem mais avisos da publicação do desafio diário.",
	"Reminder on: a private nudge at %s (%s) on the days you haven't played by then; the next in %s.":  "Lembrete ativado: uma mensagem privada às %s (%s) nos dias em que você não tiver jogado até lá; o próximo em %s.",
	"No reminder: turn it on for a private nudge on the days you haven't played by a time you choose.": "Sem lembrete: ative-o para receber uma mensagem privada nos dias em que não tiver jogado até a hora escolhida.",
	"You're in: the daily board's post will ping you.":                                                 "Pronto: a publicação do desafio diário vai avisar você.",
	"You're out: no more pings from the daily board's post.":                                           "Pronto: sem mais avisos da publicação do desafio diário.",
	"• your reminders to play the daily board (`/remind`): their time, timezone and language.":         "• seus lembretes do desafio diário (`/remind`): horário, fuso horário e idioma.",
	"%d reminders": Plural{One: "%d lembrete", Other: "%d lembretes"},
	"I can't use %s for the daily post: it is above my own role, so I cannot add players to it. Move my role above it in Server Settings → Roles.": "Não posso usar %s na publicação do desafio diário: ele está acima do meu próprio cargo, então não consigo adicionar jogadores a ele. Coloque meu cargo acima dele em Configurações do servidor → Cargos.",
}

// portuguesePage is the web page's words (web.Strings, by key; {name} is what the
// page fills in; key.one and key.other are the plural forms).
var portuguesePage = map[string]string{
	"page.loading":       "Carregando o tabuleiro…",
	"fail.title":         "Não foi possível mostrar o tabuleiro",
	"load.fail":          "Não foi possível falar com o bot. Recarregue a página para tentar de novo.",
	"net.unreachable":    "Não foi possível falar com o bot. Tente de novo.",
	"net.retrying":       "Não foi possível falar com o bot; tentando de novo…",
	"net.unreadable":     "O bot enviou uma resposta que a página não consegue ler.",
	"net.lost":           "A conexão com o bot caiu: reconectando…",
	"net.reconnecting":   "Não foi possível falar com o bot: reconectando…",
	"net.back":           "Reconectado.",
	"net.back.over":      "Reconectado: a rodada acabou.",
	"stats.label":        "Placar",
	"stat.points.one":    "ponto",
	"stat.points.other":  "pontos",
	"clock.hm":           "{h}h{m}",
	"mode.classic":       "clássico",
	"mode.all":           "cada palavra pontua",
	"stat.words":         "palavras",
	"stat.of":            "de {n}",
	"stat.all":           "palavras ({n} no total)",
	"stat.rank":          "posição",
	"stat.players.one":   "jogador",
	"stat.players.other": "jogadores",
	"stat.left":          "restante",
	"stat.time":          "tempo",
	"stat.practice":      "treino",
	"clock.over":         "fim",
	"clock.ended":        "encerrado",
	"clock.none":         "–",
	"who":                "Jogando como {name}",
	"who.hints.one":      "Jogando como {name} · {n} dica",
	"who.hints.other":    "Jogando como {name} · {n} dicas",

	"board.label": "Tabuleiro: arraste pelas casas, toque uma a uma ou digite. No teclado: as setas movem, Espaço pega uma casa, Backspace devolve, Enter envia a palavra",

	"tile.label":       "{letter}, linha {row}, coluna {col}",
	"tile.blank":       "vazia",
	"tile.heat.one":    "{n} palavra começa aqui",
	"tile.heat.other":  "{n} palavras começam aqui",
	"tile.step":        "passo {n} da dica",
	"word.label":       "Digite uma palavra",
	"word.placeholder": "Palavra",
	"btn.enter":        "Enviar",
	"btn.clear":        "Limpar",
	"btn.clear.label":  "Limpar a palavra",
	"btn.hint":         "Dica",
	"btn.hint.label":   "Pedir uma dica",
	"btn.turn":         "↻",
	"btn.turn.label":   "Girar o tabuleiro um quarto de volta (as palavras continuam as mesmas)",
	"turned":           "Tabuleiro girado um quarto de volta: as palavras são as mesmas.",

	"help": "As palavras precisam de {n} letras ou mais, em casas vizinhas (inclusive na diagonal), cada casa uma vez só.",

	"help.cancel":             "Palavras que dois jogadores encontram se anulam no final.",
	"new.word":                "Nova palavra a partir de {letter}: essa casa não é vizinha da anterior.",
	"verdict":                 "{word}: {verdict}",
	"verdict.accepted":        "{word} +{n}",
	"v.already found":         "já encontrada",
	"v.not in the dictionary": "não está no dicionário",
	"v.too short":             "curta demais",
	"v.not on the board":      "não está no tabuleiro",
	"v.not a word":            "não é uma palavra",
	"v.undecided":             "pendente",
	"v.revealed by a hint":    "revelada por uma dica",
	"found.title":             "Suas palavras",
	"found.none":              "Nenhuma ainda: arraste pelas casas para encontrar uma.",
	"found.over":              "Nenhuma palavra.",
	"hint.title":              "Dica",
	"hint.done":               "Você encontrou todas as palavras: não sobrou nada para dar dica.",
	"hint.table.one":          "Falta {n} palavra, por primeira letra e tamanho:",
	"hint.table.other":        "Faltam {n} palavras, por primeira letra e tamanho:",
	"hint.heat.one":           "Falta {n} palavra. Os números nas casas: quantas podem começar ali.",
	"hint.heat.other":         "Faltam {n} palavras. Os números nas casas: quantas podem começar ali.",
	"hint.word":               "Uma palavra de {n} letras que começa com {prefix}. Ela não vale mais pontos.",

	"hint.path": "Uma palavra de {n} letras que começa com {prefix}. As casas dela estão circuladas e numeradas em ordem no tabuleiro. Ela não vale mais pontos.",

	"results.title":           "Resultados",
	"btn.feel.label":          "Som e vibração",
	"btn.feel.on":             "🔊",
	"btn.feel.off":            "🔇",
	"btn.hint.confirm":        "Usar uma dica?",
	"hint.ask":                "Uma dica aparece no placar ao lado da sua pontuação: toque de novo para usá-la.",
	"end.kept":                "palavras guardadas",
	"end.day":                 "O dia terminou · {day}",
	"end.round":               "A rodada terminou",
	"end.missed":              "Melhores palavras que você perdeu: toque numa para vê-la no tabuleiro",
	"end.round.share.one":     "{n} ponto · posição {rank} de {players}",
	"end.round.share.other":   "{n} pontos · posição {rank} de {players}",
	"share.share":             "Compartilhar",
	"share.failed":            "Não dá para copiar aqui: selecione o texto e copie.",
	"results.cancelled.title": "Anuladas (encontradas por dois ou mais): toque numa para vê-la",
	"results.missed.title":    "Melhores palavras que ninguém encontrou ({n} no tabuleiro): toque numa para vê-la",
	"results.words":           "Palavras de {name}",
	"results.winner":          "🏆 {name} venceu a rodada!",
	"results.youwin":          "🏆 Você venceu a rodada!",
	"results.yours.n.one":     "Você: {n} ponto, posição {rank} de {players}",
	"results.yours.n.other":   "Você: {n} pontos, posição {rank} de {players}",
	"cheer.queen":             "👑 Abelha-rainha: todos os pontos do tabuleiro!",
	"toast.rank":              "🐝 {level}!",
	"bar.found.one":           "{n} palavra: {words}",
	"bar.found.other":         "{n} palavras: {words}",
	"results.nobody":          "Ninguém encontrou nenhuma palavra.",
	"results.yours.none":      "Suas palavras que pontuaram: nenhuma",
	"standing.one":            "{name}: {n} ponto",
	"standing.other":          "{name}: {n} pontos",
	"standing.hints.one":      " · {n} dica",
	"standing.hints.other":    " · {n} dicas",
	"standing.nowords.one":    "{name}: usou {n} dica, nenhuma palavra",
	"standing.nowords.other":  "{name}: usou {n} dicas, nenhuma palavra",
	"standing.winner":         "vencedor",
	"word.cancelled":          " anulada",
	"word.cancelled.title":    "anulada: encontrada por dois ou mais",
	"round.timeup":            "Acabou o tempo! Aguardando os resultados…",
	"round.over":              "A rodada acabou.",
	"round.you.one":           "A rodada acabou. Você fez {n} ponto.",
	"round.you.other":         "A rodada acabou. Você fez {n} pontos.",
	"round.won.one":           "A rodada acabou. Você fez {n} ponto e venceu.",
	"round.won.other":         "A rodada acabou. Você fez {n} pontos e venceu.",
	"day.title":               "Seu dia",
	"level.next.one":          "🐝 {level} · falta {n} ponto para {next}",
	"level.next.other":        "🐝 {level} · faltam {n} pontos para {next}",
	"level.top":               "🐝 {level}: todos os pontos do tabuleiro!",
	"level.value":             "{n} de {max} pontos: {level}",
	"next.board":              "Próximo tabuleiro em {time}.",
	"next.today":              "O tabuleiro de hoje está no {daily}.",
	"share.copy":              "Copiar texto para compartilhar",
	"share.copied":            "Texto copiado: cole onde quiser.",
	"share.select":            "Selecionado: copie com a função de copiar do seu aparelho.",
	"btn.yesterday":           "Palavras de ontem",
	"review.day":              "Suas palavras em {day}",
	"review.yesterday":        "Ontem, {day}",
	"review.mine.one":         "Você encontrou {n} de {possible} ({points} pontos)",
	"review.mine.other":       "Você encontrou {n} de {possible} ({points} pontos)",
	"review.none":             "Você não encontrou nenhuma das {possible} palavras.",
	"review.missed":           "As melhores que você perdeu: toque numa para vê-la no tabuleiro",
	"review.nomiss":           "Você não perdeu nada.",
	"review.board":            "O tabuleiro de {day}",
	"review.traced":           "{word}, traçada no tabuleiro de {day}",
	"toast.place":             "Agora você é o nº {rank} de {players}",
	"btn.practise":            "Treinar neste tabuleiro",
	"btn.practise.yesterday":  "Treinar no tabuleiro de ontem",
	"btn.today":               "Voltar ao tabuleiro do dia",
	"practice.note":           "Treino: suas palavras aqui nunca contam no placar.",
	"act.outside.title":       "Este tabuleiro abre dentro do Discord",
	"act.signin.title":        "Não foi possível entrar",

	"act.outside": "É uma Atividade do Discord: abra com o botão “Jogar no Discord” embaixo do {daily} ou de uma rodada. Ou jogue no chat: ",

	"act.signin": "O Discord não deixou o tabuleiro conectar você. Feche a Atividade e abra de novo, ou jogue no chat: ",

	"act.daily":          " mostra o tabuleiro de hoje e ",
	"act.guess":          " recebe suas palavras. ",
	"act.open":           "Abrir o Discord",
	"remind.title":       "Lembrete para jogar",
	"remind.time":        "Hora",
	"remind.zone":        "Fuso horário",
	"remind.zone.server": "{zone} (o do servidor)",
	"remind.zone.yours":  "{zone} (o deste dispositivo)",
	"remind.on":          "Me lembrar",
	"remind.save":        "Salvar",
	"remind.off":         "Desativar",
	"remind.saving":      "Salvando…",
	"role.title":         "Avisos",
	"role.text":          "A publicação do desafio diário menciona um cargo: entre nele para ser avisado toda manhã.",
	"role.join":          "Me avisar do desafio diário",
	"role.leave":         "Parar os avisos",
}

// portugueseCommands names the slash commands on Discord (name_localizations), by the
// command's path as Discord registers it ("daily", "daily setup", "play
// start"): lowercase, one word each, as Discord's naming rule wants. Replies
// name commands with Discord's command mentions, which each reader's client
// shows in their language, so these never contradict a reply.
var portugueseCommands = map[string]string{
	"daily":        "desafio",
	"daily show":   "ver",
	"daily review": "revisão",
	"daily setup":  "configurar",
	"daily share":  "compartilhar",
	"define":       "definir",
	"guess":        "chutar",
	"help":         "ajuda",
	"hint":         "dica",
	"leaderboard":  "placar",
	"path":         "caminho",
	"play":         "jogar",
	"play start":   "começar",
	"play stop":    "parar",
	"privacy":      "privacidade",
	"random":       "aleatório",
	"solve":        "resolver",
	"stats":        "estatísticas",
	"study":        "estudar",
	"remind":       "lembrete",
	"remind show":  "ver",
	"remind on":    "ligar",
	"remind off":   "desligar",
}
