## /notify, /away, /back a upozornění na tah (bot/cogs/notify.py, bot/presenter/messages.py)

cmd-notify = Jak vám bot dá vědět, že jste na tahu, ve všech vašich hrách
    .name = upozornění
opt-mode = Zmínka v kanálu hry, soukromá zpráva, nebo obojí
    .name = způsob
opt-time-zone = Vaše časové pásmo, např. Europe/Prague (pro noční klid a souhrn)
    .name = časové_pásmo
opt-quiet-hours = Mezi těmito místními časy žádné zmínky ani zprávy, např. 22:00-07:00 (vyp: nikdy)
    .name = noční_klid
opt-digest = Jedna zpráva denně v tuto místní hodinu místo upozornění na každý tah
    .name = souhrn
choice-notify-channel = Zmínka v kanálu
choice-notify-dm = Soukromá zpráva
choice-notify-both = Zmínka i zpráva
choice-digest-off = Vypnuto: upozornění na každý tah

cmd-away = Odjíždíte? Vaše hry to budou vědět a připomínky se zastaví
    .name = nepřítomnost
opt-until = Do kdy: pá, pá 18:00, 3d, 12h nebo 2026-12-01
    .name = do
opt-policy = Mezitím: stůl čeká, AI odpovídá jen mimo váš tah, nebo AI hraje za vás
    .name = postup
choice-away-wait = Počkejte na mě
choice-away-answers = Odpovídejte za mě, tahy nechte
choice-away-ai = Ať za mě hraje AI
cmd-back = Jsem zpět: konec nepřítomnosti
    .name = zpět
opt-away-hours = Kolik hodin nejvýš stůl čeká na nepřítomného hráče (0: nečeká)
    .name = hodiny_nepřítomnosti

notify-settings-title = Vaše upozornění (všechny hry, všechny servery)
notify-mode = Upozornění na tah: { $mode }
notify-zone = Časové pásmo: { $zone } (teď tam je { $time })
notify-quiet = Noční klid: { $start }–{ $end }
notify-quiet-off = Noční klid: žádný
notify-digest = Denní souhrn v { $hour } místo upozornění na každý tah
notify-digest-off = Denní souhrn: vypnutý
notify-away = Nepřítomnost do { $until } · { $policy }
notify-saved = Uloženo.
notify-bad-zone = „{ $zone }“ neznám jako časové pásmo. Vyberte ho ze seznamu, např. Europe/Prague. Nic se nezměnilo.
notify-bad-quiet = Noční klid zadejte jako od–do ve vašem místním čase, např. 22:00-07:00, nebo „vyp“. Nic se nezměnilo.
notify-bad-until = „{ $until }“ nedokážu přečíst jako čas. Zkuste pá, pá 18:00, 3d, 12h nebo 2026-12-01 (nejvýš rok dopředu).
notify-bad-digest = Hodinu souhrnu vyberte ze seznamu (např. 08:00), nebo „vyp“. Nic se nezměnilo.
away-set = Jste pryč do { $until }. { $policy }
away-policy-wait = Vaše stoly na vás počkají (jak dlouho to která hra dovolí) a nebudou připomínat.
away-policy-answers = Na otázky mimo váš tah odpoví vaše předem dané odpovědi, jinak AI; vaše vlastní tahy počkají.
away-policy-ai = Až do vašeho návratu za vás hraje a odpovídá AI.
away-back = Vítejte zpět! Nepřítomnost skončila.
away-missed = Zatímco jste byli pryč, ve hře **{ $game }** ({ $link }):
away-not-away = Teď nejste nepřítomní.

notify-turn-dm = Jste na tahu ve hře { $game }: { $link } (čeká se { $time })
notify-turn-line = [{ $game }]({ $link }) · čeká se { $time }
notify-digest-title = { $count ->
    [one] **Denní souhrn:** na váš tah čeká 1 hra
    [few] **Denní souhrn:** na váš tah čekají { $count } hry
   *[other] **Denní souhrn:** na váš tah čeká { $count } her
}
mygames-away = Jste nepřítomní do { $until }.
table-away = { $name }: pryč do { $until }
