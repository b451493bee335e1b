rules-card-epoch = Epocha
rules-card-color = Barva
rules-card-cost = Cena
rules-card-points = Body
rules-card-tracks = Po pořízení
rules-card-sale = Prodej za
rules-card-none = nic
rules-card-discount = Každá vaše karta této barvy zlevní vaše další karty téže barvy o 1 minci (nejvýš na 0).
rules-card-advanced = ★ Jen v pokročilé hře.

## Témata

rules-overview =
    • 2–5 hráčů buduje během 3 epoch civilizaci; vyhrává ten s nejvíce body.
    • Každá epocha má fázi A (dobírání karet z balíčků) a fázi B (dobírání vyložených karet).
    • Fáze A: začínající hráč natočí kolo, 5 kol dobírání, příjem, získání kolonie, tesání soch.
    • Fáze B: dobírání vyložených karet, příjem, získání kolonie, tesání soch, živení obyvatelstva, nákup pečetí.
    • Karty zvyšují čtyři oblasti pokroku: žlutá ekonomiku, červená vojenskou sílu, modrá kulturu, zelená zemědělství. Fialové karty dávají smíšené hodnoty nebo zvláštní efekt.
    • Vojenská síla otevírá kolonie, kultura sochy, zemědělství uživí vaše karty a ekonomika za všechno platí.
    • Po epoše III následuje závěrečné vyhodnocení.
    Vyberte téma níže nebo napište /pravidla s tématem; /karta ukáže libovolnou kartu.
    .title = Hadara v kostce
rules-setup =
    • Každý hráč dostane desku hráče s erbem (opice, drak, lev, okřídlený kůň, skarabeus), 8 bonusových žetonů (po 2 žlutých, červených, modrých, zelených) a 2 zlaté pečeti.
    • Každý dostane náhodně jednu startovní kartu. Ta určuje počáteční mince, číslo iniciativy a počáteční hodnoty čtyř oblastí pokroku. V základní hře všichni používají stranu A.
    • Balíčky epochy: zamíchejte zvlášť každou barvu aktuální epochy a od každé barvy rozdejte lícem dolů 2 karty na hráče (4 hráči: 8 karet v balíčku). Zbytek se vrátí neviděn do krabice.
    • Základní hra: fialové karty s hvězdičkou (★) se předem vyřadí, v každé epoše.
    • Kolonie: roztřiďte je podle úrovně požadavku (3, 9, 15, 21, 30), každou úroveň zamíchejte a nechte 1 kolonii na hráče a úroveň, stranou s mincemi nahoru, jako jeden sloupeček na úroveň.
    • Mincí je neomezeně; oblasti pokroku nemají horní mez.
    .title = Příprava hry
rules-first-player-and-wheel =
    • Epocha I: začínajícím hráčem je hráč s nejnižší iniciativou; epocha II: s druhou nejnižší; epocha III: s třetí nejnižší.
    • 4 nebo 5 hráčů: kdo nikdy nebude začínajícím hráčem, dostane před epochou I 1 minci.
    • 2 hráči: nižší iniciativa začíná v epochách I a III, druhý hráč v epoše II a před epochou I dostane 1 minci.
    • 3 hráči: každý začíná jednou; minci nedostane nikdo.
    • Na začátku každé epochy začínající hráč natočí kolo: jedno z 5 natočení, takže každý erb ukazuje na jeden z 5 balíčků.
    • Po každém kole dobírání se kolo pootočí o jeden díl po směru hodinových ručiček, takže za 5 kol si každý dobere z každého balíčku jednou.
    • Další kroky se hrají podle pořadí u stolu, od začínajícího hráče.
    .title = Začínající hráč a kolo
rules-phase-a =
    • 5 kol dobírání, která hrají všichni současně.
    • Doberte 2 vrchní karty z balíčku, na který ukazuje váš erb. V jednom kole nikdy nedobírají dva hráči ze stejného balíčku.
    • Právě jednu z nich vyložte lícem nahoru na vykládací pole její barvy. Druhou si buď pořiďte, nebo ji prodejte.
    • Není dovoleno: vyložit obě, pořídit si obě, prodat obě ani jednu pořídit a druhou prodat.
    • Volby zůstávají tajné, dokud nevybrali všichni; pak se vyložené karty ukážou.
    • Po každém kole se kolo pootočí o jeden díl. Po 5 kolech jsou všechny balíčky prázdné.
    • Potom: příjem, získání kolonie, tesání soch.
    .title = Fáze A: kola dobírání
rules-phase-b =
    • Začínající hráč zůstává stejný jako ve fázi A.
    • Od začínajícího hráče podle pořadí u stolu si každý vezme vrchní kartu z libovolného neprázdného vykládacího pole a musí si ji pořídit, nebo prodat. Vykládat se nesmí.
    • Vidět je jen vrchní karta každého pole; v polích se nesmí přehrabovat.
    • Opakujte, dokud nejsou všechna pole prázdná: každý hráč vezme přesně 5 karet.
    • Potom: příjem, získání kolonie, tesání soch, živení obyvatelstva, nákup pečetí.
    • Po fázi B epochy III následuje závěrečné vyhodnocení; jinak začne další epocha s novými balíčky.
    .title = Fáze B: vyložené karty
rules-buying-and-selling =
    • Pořízení: zaplaťte cenu karty sníženou o 1 minci za každou kartu téže barvy, kterou už máte (nejvýš na 0). Fialové karty zlevňují i další fialové karty.
    • Pořízená karta jde k vaší desce; její hodnoty pokroku se přičtou hned a fialový efekt platí od této chvíle.
    • Pokud nemůžete zaplatit, musíte kartu prodat.
    • Prodej: karta odchází lícem dolů ze hry a dostanete její prodejní cenu: v epoše I 2 mince, v epoše II 3, v epoše III 4.
    • Efekt „prodej o 1 dráž“ přidá ke každému prodeji 1 minci.
    • Ve fázi A se jedna z vašich dvou karet vždy vyloží; ve fázi B se nevykládá nikdy.
    .title = Pořízení a prodej karet
rules-income =
    • Příjem je dvakrát za epochu: po kolech dobírání ve fázi A a po dobírání vyložených karet ve fázi B.
    • Každý hráč dostane tolik mincí, kolik ukazuje jeho ekonomika (žlutá). Samotná hodnota se nemění.
    • Ekonomiku mohou zvýšit žluté karty, některé fialové karty, připojené kolonie a sochy.
    • Fialový efekt může přidat mince: 2 mince za každou z oblastí vojenská síla, kultura a zemědělství, která je vyšší než vaše ekonomika (nejvýš 6).
    .title = Příjem
rules-colonies =
    • Dvakrát za epochu, po příjmu: od začínajícího hráče si každý může vzít jednu kolonii.
    • Úroveň požadavku kolonie smí být nejvýš rovna vaší vojenské síle. Úrovně: 3, 9, 15, 21, 30.
    • Každý hráč smí mít za celou hru nejvýš jednu kolonii každé úrovně, v libovolném pořadí.
    • Berete vrchní destičku ze sloupečku dané úrovně a vidíte jen její horní stranu (s mincemi).
    • Rozhodněte se hned: vyplenit (dostanete uvedené mince; destička zůstane horní stranou nahoru a její spodní strana se nikdy neodhalí), nebo připojit (zaplatíte uvedené mince, otočíte ji a přičtete hodnoty pokroku ze spodní strany). Později to změnit nejde.
    • Na konci získáte body z viditelné strany; spodní strana má aspoň tolik bodů jako horní.
    • Kolonie nikdy neztratíte, ani když vaše vojenská síla později klesne.
    .title = Kolonie
rules-statues =
    • Dvakrát za epochu, po získání kolonie: každý hráč může vytesat jednu ze 4 soch na své desce.
    • Požadavek sochy na kulturu smí být nejvýš roven vaší kultuře. Každou sochu lze vytesat jednou, v libovolném pořadí.
    • Při tesání položte na sochu jeden nepoužitý bonusový žeton:
    • lícem nahoru: oblast barvy žetonu vzroste o bonusovou hodnotu sochy;
    • rubem nahoru: na konci získáte bonusovou hodnotu jako body navíc.
    • Vytesaná socha na konci přinese své vytištěné body. Sochy ani jejich žetony se už nemění a nikdy je neztratíte.
    • Bonusových žetonů je omezeně (po 2 od každé barvy na celou hru) a potřebujete je i na stříbrné pečeti.
    .title = Sochy
rules-feeding =
    • Jednou za epochu, ve fázi B po tesání soch.
    • Spočítejte své karty epoch všech barev včetně fialových (ne startovní kartu, kolonie ani sochy).
    • Je-li vaše zemědělství aspoň tak vysoké, nic se neděje.
    • Jinak po jedné odhazujte karty podle své volby, dokud se jejich počet nerovná zemědělství. Odcházejí ze hry a nedostanete za ně mince.
    • Každá odhozená karta si odnese své hodnoty pokroku; odhozením zelené karty klesne zemědělství, takže může být nutné odhodit další.
    • Odhozená fialová karta ztrácí svůj efekt.
    • Fialové efekty pomohou: zaplatit 2 mince za kartu místo odhození (nejvýš 6 karet), nebo získat 3 mince za každý bod zemědělství nad počet karet (nejvýš 12).
    .title = Živení obyvatelstva
rules-medals =
    • Poslední krok každé epochy. Kupte libovolný počet pečetí, za celou hru nejvýš 2 stříbrné a 2 zlaté.
    • Stříbrná stojí v epoše I 4 mince, v epoše II 9, v epoše III 20.
    • Zlatá stojí v epoše I 6 mincí, v epoše II 12, v epoše III 30.
    • Stříbrná: položte nepoužitý bonusový žeton lícem nahoru na pole stříbrné pečeti. Na konci přinese polovinu hodnoty oblasti barvy žetonu, zaokrouhleno nahoru. Obě stříbrné pečeti smějí mít stejnou barvu.
    • Zlatá: na konci přinese každá zlatá pečeť 7 bodů za každou úplnou sadu 5 různých barev (fialová se počítá). Počet sad je nejmenší počet karet mezi pěti barvami.
    • Fialový efekt pečeti zlevní: stříbrná 4 v epoše II a 15 v epoše III; zlatá 6 v epoše II a 22 v epoše III.
    .title = Stříbrné a zlaté pečeti
rules-purple-cards =
    • Každá epocha má 14 fialových karet: 10 bez hvězdičky a 4 s hvězdičkou (★). Základní hra karty s hvězdičkou vynechává.
    • Fialová karta má buď smíšené hodnoty pokroku, nebo zvláštní efekt, a k tomu cenu a body.
    • Fialové karty se počítají jako každá jiná: při živení, do sad pěti barev i pro slevu za barvu.
    • Efekt platí od okamžiku pořízení karty, dokud ji máte.
    • Když kartu ztratíte (například při živení), její trvalé bonusy se odečtou; už získané mince vám zůstanou.
    • Bodovací efekty platí, jen pokud kartu máte i na konci.
    • Příklady: prodej o 1 dráž, levnější pečeti, mince místo odhození karet, dvě kolonie za krok, požadavky o 4 nižší.
    Efekt každé karty ukáže /karta.
    .title = Fialové karty
rules-scoring =
    Po epoše III si každý hráč sečte:
    • Kolonie: body z viditelné strany.
    • Sochy: body každé vytesané sochy a hodnoty žetonů položených rubem nahoru.
    • Stříbrné pečeti: každá polovinu hodnoty oblasti svého žetonu, zaokrouhleno nahoru.
    • Zlaté pečeti: 7 bodů × úplné sady pěti barev × zlaté pečeti. Fialový efekt přidá 4 body za sadu.
    • Karty: body vytištěné na vašich kartách.
    • Mince: 1 bod za každých 5 mincí; zbytek si nechte.
    Vyhrává nejvyšší součet.
    .title = Závěrečné vyhodnocení
rules-ties =
    • Má-li nejvyšší součet více hráčů, vyhrává ten z nich, komu po vyhodnocení zbylo nejvíc mincí (těch, které nedaly celou pětici).
    • Trvá-li shoda, dělí se o vítězství.
    .title = Shoda bodů
rules-advanced-game =
    • Startovní karty: místo strany A pro všechny si každý hráč zvolí stranu A, nebo B své startovní karty.
    • Fialové karty: používá se všech 14 fialových karet každé epochy, včetně 4 s hvězdičkou (★).
    • Efekty s hvězdičkou: +1 v oblasti za každou kartu jedné barvy; živení za mince; mince za přebytek zemědělství; mince navíc při příjmu; 4 mince za kolonii; libovolná barva pro sady zlatých pečetí; dvě kolonie a dvě sochy za krok; požadavky o 4 nižší; placení mincemi za chybějící požadavky.
    • Vše ostatní je stejné jako v základní hře.
    • Zvolíte ji volbou varianta u /hadara nová.
    .title = Pokročilá hra
rules-hidden-information =
    • Pořadí a obsah balíčků jsou tajné; veřejný je jen počet karet.
    • 2 dobrané karty vidíte jen vy; všichni volí tajně a volby se odhalí, až vyberou všichni.
    • Vyložené karty leží lícem nahoru, ale vidět je jen vrchní karta každého pole; velikosti polí jsou veřejné.
    • Karty prodané ve fázi A se nikdy neukážou. Karty prodané ve fázi B ležely lícem nahoru, takže je znají všichni.
    • Kolonie: vidět je jen horní strana vrchní destičky každého sloupečku; spodní strana se ukáže, jen když ji někdo připojí.
    • Veřejné jsou: karty, oblasti pokroku, mince, sochy, pečeti a kolonie všech hráčů.
    • V kolech dobírání vám bot pošle vaše dvě karty soukromou zprávou; /hadara ruka je ukáže znovu.
    .title = Skryté informace
