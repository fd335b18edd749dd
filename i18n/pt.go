package i18n

// portuguese is the bot's words in Brazilian Portuguese, with "você".
// Game vocabulary: a board is o tabuleiro, a round uma rodada, the daily o
// desafio diário, a hint uma dica, a tile uma casa, a channel um canal.
// Commands, their options and the values a player types (`/daily`,
// `hints:on`, `classic`, `yesterday`) stay as the bot reads them. The
// buttons read “Jogar no tabuleiro” and “Digitar palavras”.
var portuguese = Messages{
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

	"That's %d words; enter at most %d at a time.":                                          "São %d palavras; digite no máximo %d de cada vez.",
	"I can't read the day `%s`: write it YYYY-MM-DD, like `%s`, or `yesterday`.":            "Não entendi a data `%s`: escreva no formato AAAA-MM-DD, como `%s`, ou `yesterday` (ontem).",
	"There is no such day as `%s` (%s): write a day YYYY-MM-DD, like `%s`, or `yesterday`.": "O dia `%s` não existe (%s): escreva uma data AAAA-MM-DD, como `%s`, ou `yesterday` (ontem).",

	"You've found every word on this board (`%s`): there is nothing left to hint. Well played!": "Você encontrou todas as palavras deste tabuleiro (`%s`): não sobrou nada para dar dica. Mandou bem!",
	"This board (`%s`) has no word in its dictionary, so there is nothing to hint.":             "Este tabuleiro (`%s`) não tem nenhuma palavra do dicionário, então não há dica para dar.",
	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "As dicas já mostraram a última palavra que falta, então não há dica nova (e nenhuma é contada). A palavra: %[2]s. Digite-a: ela conta como encontrada, sem pontos.",
		Other: "As dicas já mostraram todas as palavras que faltam, então não há dica nova (e nenhuma é contada). As %d palavras: %s. Digite-as: elas contam como encontradas, sem pontos.",
	},
	"This round was started without hints, so there are none until it ends %s. Start a round with hints with `/play hints:on`; after the round, `/hint` helps with the daily board.": "Esta rodada começou sem dicas, então não haverá nenhuma até ela terminar %s. Comece uma rodada com dicas com `/play hints:on`; depois da rodada, `/hint` ajuda no tabuleiro do desafio diário.",

	"The daily challenge isn't enabled on this bot: it needs a database. Ask whoever runs the bot to set `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` and `/study` work as usual.": "O desafio diário não está ativado neste bot: ele precisa de um banco de dados. Peça a quem administra o bot para configurar `DATABASE_URL`. `/solve`, `/path`, `/random`, `/define` e `/study` funcionam normalmente.",
	"This server has no daily settings yet: an admin sets them with `/daily setup`.":                                                                                                          "Este servidor ainda não tem configurações do desafio diário: um admin define com `/daily setup`.",
	"I can't set that up: the server is not named.": "Não consigo configurar isso: o servidor não foi informado.",
	"I can't set that up: the time is wrong. `%s` is not a time of day: write HH:MM on a 24-hour clock, like 09:00 or 18:30.":                                                                                                "Não consigo configurar isso: o horário está errado. `%s` não é um horário: escreva HH:MM no formato de 24 horas, como 09:00 ou 18:30.",
	"I can't set that up: the timezone is wrong. There is no timezone `%s`: use a name like Europe/Paris, America/New_York or UTC.":                                                                                          "Não consigo configurar isso: o fuso horário está errado. O fuso `%s` não existe: use um nome como America/Sao_Paulo, Europe/Lisbon ou UTC.",
	"I can't set that up: the size is wrong. The daily board is 4 (4x4) or 5 (5x5), not %d.":                                                                                                                                 "Não consigo configurar isso: o tamanho está errado. O tabuleiro do desafio diário é 4 (4x4) ou 5 (5x5), não %d.",
	"I can't set that up: the dictionary is wrong. There is no dictionary `%s`: choose common, standard or large.":                                                                                                           "Não consigo configurar isso: o dicionário está errado. O dicionário `%s` não existe: escolha common, standard ou large.",
	"Find a word on today's board first: `/daily` shows it, `/guess` plays it. Then `/daily share` gives a summary to paste anywhere, with no spoilers.":                                                                     "Primeiro encontre uma palavra no tabuleiro de hoje: `/daily` mostra o tabuleiro, `/guess` joga uma palavra. Depois, `/daily share` dá um resumo sem spoilers para colar onde quiser.",
	"Practice needs a database that keeps it, and this bot's doesn't. Ask whoever runs the bot.":                                                                                                                             "O treino precisa de um banco de dados que o guarde, e o deste bot não guarda. Fale com quem administra o bot.",
	"%s hasn't come yet: today is %s here. You can review days that have ended.":                                                                                                                                             "O dia %s ainda não chegou: aqui hoje é %s. Você pode rever os dias que já terminaram.",
	"%s hasn't come yet: today is %s here. You can practise days that have ended.":                                                                                                                                           "O dia %s ainda não chegou: aqui hoje é %s. Você pode treinar com os dias que já terminaram.",
	"%s hasn't come yet: today is %s here. You can look back on days that have ended.":                                                                                                                                       "O dia %s ainda não chegou: aqui hoje é %s. Você pode rever os dias que já terminaram.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. `/daily review yesterday` looks back at yesterday.":                                                                  "O tabuleiro de hoje ainda está sendo jogado, e a revisão estragaria o jogo: ela abre quando o dia terminar, %s. `/daily review yesterday` mostra o de ontem.",
	"Today's board is still being played, so its review would spoil it: it opens when the day ends, %s. Today is the first day of the daily here, so there's no earlier day to review yet.":                                  "O tabuleiro de hoje ainda está sendo jogado, e a revisão estragaria o jogo: ela abre quando o dia terminar, %s. Hoje é o primeiro dia do desafio diário aqui, então ainda não há um dia anterior para rever.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, like `/daily day:%s`.":                                                                                        "O tabuleiro de hoje é o jogo de verdade: jogue com `/daily` e `/guess`. O treino é para os dias que já terminaram, como `/daily day:%s`.",
	"Today's board is the real game: play it with `/daily` and `/guess`. Practice is for days that have ended, and today is the first day of the daily here: its board opens for review and practice when the day ends, %s.": "O tabuleiro de hoje é o jogo de verdade: jogue com `/daily` e `/guess`. O treino é para os dias que já terminaram, e hoje é o primeiro dia do desafio diário aqui: o tabuleiro abre para revisão e treino quando o dia terminar, %s.",
	"The daily's rules changed here on %s, and the boards of the days before aren't kept. Pick a day from %s on.":                                                                                                            "As regras do desafio diário mudaram aqui em %s, e os tabuleiros dos dias anteriores não foram guardados. Escolha um dia a partir de %s.",
	"The daily began here on %s (%s): there is no board here for %s.":                                                                                                                                                        "O desafio diário começou aqui em %s (%s): não há tabuleiro para %s.",
	"No daily has been played here before today, so there's no past day to review yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                       "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para rever: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",
	"No daily has been played here before today, so there's no past day to practise yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                     "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para treinar: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",
	"No daily has been played here before today, so there's no past day to look back on yet: today's board opens for it when the day ends, at midnight. Come back tomorrow!":                                                 "Nenhum desafio diário foi jogado aqui antes de hoje, então ainda não há dia passado para rever: o tabuleiro de hoje abre para isso quando o dia terminar, à meia-noite. Volte amanhã!",
	"This day's board has ended. Ask /daily for today's.":                                                                                                                                                                    "O tabuleiro deste dia terminou. Peça o de hoje com /daily.",

	"Live rounds aren't enabled on this bot: they need a database. Ask whoever runs the bot to set `DATABASE_URL`.":        "As rodadas ao vivo não estão ativadas neste bot: elas precisam de um banco de dados. Peça a quem administra o bot para configurar `DATABASE_URL`.",
	"No round is running in this channel. Start one with `/play`.":                                                         "Não há nenhuma rodada em andamento neste canal. Comece uma com `/play`.",
	"That round is gone: its results were posted in the channel.":                                                          "Essa rodada não existe mais: os resultados foram publicados no canal.",
	"A round is already running in this channel: it ends %s. Join in with `/guess WORDS` or the Enter words button.":       "Já há uma rodada em andamento neste canal: ela termina %s. Participe com `/guess PALAVRAS` ou com o botão “Digitar palavras”.",
	"The round ended %s: no more words count. The results are posted in the channel (or on their way).":                    "A rodada terminou %s: nenhuma palavra conta mais. Os resultados estão no canal (ou a caminho).",
	"This round is over: its results are on their way. Once they are posted, `/hint` helps with the daily board.":          "Esta rodada acabou: os resultados estão a caminho. Quando forem publicados, `/hint` ajuda no tabuleiro do desafio diário.",
	"The round has ended: no more words count. The results are posted in the channel (or on their way).":                   "A rodada terminou: nenhuma palavra conta mais. Os resultados estão no canal (ou a caminho).",
	"Only the player who started the round, or an admin, can stop it.":                                                     "Só quem começou a rodada, ou um admin, pode encerrá-la.",
	"`hints` is `on` or `off`, not `%s`.":                                                                                  "`hints` é `on` ou `off`, não `%s`.",
	"`%s` is not a length of time: write it like `30s`, `90s`, `2m` or `3m`, from 30 seconds to 10 minutes.":               "`%s` não é uma duração: escreva como `30s`, `90s`, `2m` ou `3m`, de 30 segundos a 10 minutos.",
	"A round lasts from 30 seconds to 10 minutes, not %s (`%s`).":                                                          "Uma rodada dura de 30 segundos a 10 minutos, não %s (`%s`).",
	"A round lasts from 30 seconds to 10 minutes, not %s.":                                                                 "Uma rodada dura de 30 segundos a 10 minutos, não %s.",
	"There is no mode `%s`: choose `classic` (words two players both find score for nobody) or `all` (every word scores).": "O modo `%s` não existe: escolha `classic` (palavras que dois jogadores encontram não pontuam para ninguém) ou `all` (toda palavra pontua).",
	"A round's board is 4 (Boggle), 5 (Big Boggle) or 6 (Super Big Boggle) tiles wide, not `%s`.":                          "O tabuleiro de uma rodada tem 4 (Boggle), 5 (Big Boggle) ou 6 (Super Big Boggle) casas de lado, não `%s`.",
	"There is no dictionary called `%s`: choose common, standard or large.":                                                "Não existe dicionário chamado `%s`: escolha common, standard ou large.",
	"There is no language `%s` to play in: choose one of %s.":                                                              "Não há idioma `%s` para jogar: escolha um de %s.",
	"`%s` can't be played here: the letter `%s` is on no die of this language (%s).":                                       "`%s` não pode ser jogada aqui: a letra `%s` não está em nenhum dado deste idioma (%s).",

	"You're sending commands a bit fast. Try again in %s.":           "Você está enviando comandos rápido demais. Tente de novo daqui a %s.",
	"You're sending words a bit fast: they are kept and sent in %s.": "Você está enviando palavras rápido demais: elas ficam guardadas e são enviadas daqui a %s.",
	"You're asking a bit fast. Try again in %s.":                     "Você está pedindo rápido demais. Tente de novo daqui a %s.",
	"The board is reloading a bit fast. Try again in %s.":            "O tabuleiro está recarregando rápido demais. Tente de novo daqui a %s.",

	"Open the board from chat: /daily, or the Play on the board button under a round, gives you a personal link.": "Abra o tabuleiro pelo chat: /daily, ou o botão “Jogar no tabuleiro” embaixo de uma rodada, dá um link pessoal para você.",
	"Ask the bot for a fresh link with /daily or the Play on the board button.":                                   "Peça um link novo ao bot com /daily ou com o botão “Jogar no tabuleiro”.",
	"Your session on this board has ended. %s":                                                                    "Sua sessão neste tabuleiro terminou. %s",
	"Your session is not valid. %s":                                                                               "Sua sessão não é válida. %s",
	"The board only takes words from its own page: open it from chat.":                                            "O tabuleiro só aceita palavras da própria página: abra-o pelo chat.",
	"Send JSON.":             "Envie JSON.",
	`Send {"words": "..."}.`: `Envie {"words": "..."}.`,
	"That's more than %d bytes of words; enter at most %d words at a time.": "São mais de %d bytes de palavras; digite no máximo %d palavras de cada vez.",
	"Which word? Drag across the tiles or type one.":                        "Qual palavra? Arraste pelas casas ou digite uma.",

	"This board has no live updates: reload the page to see the latest.":                                                      "Este tabuleiro não tem atualizações ao vivo: recarregue a página para ver as mais recentes.",
	"Too many pages are following games right now: live updates pause, and the page tries again in a few seconds.":            "Há páginas demais acompanhando partidas agora: as atualizações ao vivo ficam em pausa, e a página tenta de novo em alguns segundos.",
	"This board is open in more than %d tabs: this one gets no live updates. Close another and it catches up within seconds.": "Este tabuleiro está aberto em mais de %d abas: esta não recebe atualizações ao vivo. Feche outra e ela se atualiza em poucos segundos.",
}
