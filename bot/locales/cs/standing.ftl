## /<game> answers: odpovědi, které hráč zadal předem (bot/ui/answers.py). Stránku vidí jen
## on sám; otázky a odpovědi konkrétní hry jsou v jejím katalogu (<game>-standing-…).

cmd-game-answers = Zadat odpovědi na otázky, které přijdou mimo váš tah (vidíte je jen vy)
    .name = odpovědi
standing-title = Vaše odpovědi zadané předem
standing-intro = Když některá z těchto otázek přijde, zatímco nejste na tahu, odpoví se za vás hned, a to jen tak, jak byste mohli odpovědět sami. Tento seznam nikdo jiný nevidí.
standing-unset = nezadáno: zeptáme se vás
standing-unset-short = Nezadáno
standing-pick-question = Vyberte otázku, na kterou chcete odpovědět předem
standing-pick-kind = Vyberte svou odpověď
standing-clear = Smazat: ptát se mě
standing-back = Všechny otázky
standing-yes = Ano
standing-no = Ne
standing-none = Tato hra se neptá na nic, na co by šlo odpovědět předem.
standing-bad-answer = Tato nabídka neodpovídá otázkám této hry; nic se nezměnilo.
standing-stale = Tato nabídka už neplatila (vaše odpověď se mezitím změnila); tady je aktuální.
standing-not-yours = Tato nabídka patří jinému hráči. Své odpovědi si nastavíte vlastním příkazem odpovědí.
