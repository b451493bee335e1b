## Through the Ages (původní vydání 2006): témata /pravidla (bot/games/tta/lookup.py TOPICS).
## Každý text má nejvýš 1500 znaků; .title je název tématu v nabídce.

rules-overview =
    Through the Ages: 2–4 hráči vedou každý svou civilizaci od starověku dál. Vyhrává ten, kdo má na konci nejvíc bodů kultury.
    • Tři verze: výuková hra (starověk a věk I, na naučení), pokročilá hra (do věku II, s vojenskými kartami) a plná hra (do věku III, s válkami).
    • Karty přicházejí z nabídky karet nebo z vojenského balíčku: technologie, osobnosti, divy, akční karty, události, agrese, smlouvy, války.
    • Ve svém tahu utrácíte civilní akce (bílé žetonky) a vojenské akce (červené); kolik jich máte, určuje státní zřízení.
    • Karta národa ukazuje dělníky (žluté žetonky), zásoby jídla a surovin (modré žetonky), vědu, kulturu, sílu a šťastné značky.
    • Na konci tahu národ vyrábí: kulturu, vědu, jídlo a suroviny.
    • Pokročilá a plná hra přidávají politickou akci na začátku tahu, nespokojenost, korupci a střídání věků.
    Vyberte téma níže nebo napište /pravidla s tématem; /karta ukáže libovolnou kartu.
    .title = Through the Ages v kostce
rules-setup =
    • Do nabídky karet se rozdá 13 karet z civilního balíčku věku A; zbytek balíčku počká na první doplnění.
    • Z civilních balíčků I–III se při méně než 4 hráčích vyřadí označené karty: 2 hráči hrají se 45 kartami v každém, 3 s 50, 4 s 55.
    • Každý národ začíná s technologiemi natištěnými na kartě národa (Pěstování plodin, Bronz, Poznání, Náboženství, Bojovníci, Despocie): 2 farmy, 2 doly, 1 laboratoř a 1 jednotka Bojovníků, jeden volný dělník, 18 žetonků ve žlutém pruhu a 18 v modrém pruhu.
    • Začínající hráč se vylosuje a zůstává jím celou hru.
    • Výuková hra: 9 událostí věku A (všechny kromě Rozvoje politiky) tvoří lícem dolů hromádku.
    • Pokročilá a plná hra: počet hráčů + 2 náhodné vojenské karty věku A tvoří aktuální události. V pokročilé hře se vyřadí karty válek, ve dvou hráčích všechny smlouvy. Pokročilá hra navíc odkryje 4 události věku III, podle kterých se na konci boduje.
    .title = Příprava hry
rules-round-one =
    První kolo je zvláštní: nikdo ještě nic nestaví ani nevykládá.
    • Jedinou akcí je brát civilní karty z nabídky. Začínající hráč má 1 civilní akci, druhý 2, třetí 3, čtvrtý 4, bez ohledu na státní zřízení.
    • Osobnosti, divy i akční karty se smějí brát s obvyklými omezeními.
    • Nabídka se v 1. kole nečistí ani nedoplňuje: po vzatých kartách zůstávají mezery.
    • Každý národ pak provede údržbu: věda +1, 2 jídla z farem, 2 suroviny z dolů, žádná spotřeba ani korupce.
    • V 1. kole se neberou vojenské karty; to začíná až na konci 2. kola.
    Od 2. kola má tah všechny své kroky (viz téma Tah).
    .title = První kolo
rules-turn =
    Od 2. kola vypadá tah takto:
    • Doplnění nabídky karet (viz Nabídka karet). Tady se může změnit věk.
    • Plná hra: válka, kterou jste vyhlásili v minulém tahu, se vybojuje teď.
    • Výuková hra: od 3. kola se v tahu začínajícího hráče odkryje další událost věku A a platí pro všechny.
    • Pokročilá a plná hra: nejvýš jedna politická akce, pak odhození vojenských karet na počet vojenských akcí.
    • Akce: civilní a vojenské akce v libovolném pořadí, dokud stačí žetonky. Nevyužité akce propadají.
    • Pokročilá a plná hra: kontrola spokojenosti. Nemáte-li na svou nespokojenost dost volných dělníků, vypukne vzpoura a údržba se nekoná.
    • Údržba národa: výroba, spotřeba, korupce, vojenské karty. Pak se všechny žetonky akcí vrátí na státní zřízení.
    Hra vždy skončí těsně předtím, než by začínající hráč začal další tah, takže všichni odehrají stejný počet tahů.
    .title = Tah
rules-card-row =
    Nabídka má 13 míst. Vzít kartu stojí 1 civilní akci z míst 1–5, 2 z míst 6–9 a 3 z míst 10–13.
    • Od 2. kola se před každým tahem první karty nabídky vyřadí ze hry: místa 1–3 ve dvou hráčích, 1–2 ve třech, místo 1 ve čtyřech. Ostatní se posunou doleva a mezery vpravo se doplní z civilního balíčku.
    • První doplnění (před druhým tahem začínajícího hráče) použije zbytek balíčku věku A; pak začíná věk I.
    • Osobnosti: za celou hru jen jedna z každého věku, i když o ni později přijdete.
    • Div jde rovnou do hry. Vzít ho smíte, jen když žádný div nestavíte, a stojí o 1 civilní akci víc za každý váš dokončený div.
    • Žádnou technologii, kterou už máte v ruce nebo ve hře.
    • Akční kartu nelze zahrát v tahu, kdy jste ji vzali.
    • Limit ruky: kartu smíte vzít, jen dokud máte v ruce méně karet, než je počet vašich civilních akcí. Divy do ruky nejdou.
    .title = Nabídka karet
rules-civil-actions =
    Každá z těchto akcí stojí 1 civilní akci (bílý žetonek):
    • Vzít kartu z nabídky (1–3 akce podle místa, viz Nabídka karet).
    • Zvýšit populaci: zaplatíte jídlo a žetonek ze žlutého pruhu se stane volným dělníkem.
    • Postavit farmu, důl nebo městskou budovu: zaplatíte suroviny a dáte volného dělníka na technologii.
    • Vylepšit budovu na lepší technologii téhož typu: zaplatíte rozdíl cen.
    • Zbořit budovu: dělník se vrátí mezi volné, nic se nevrací.
    • Postavit část divu (se Stavitelstvím, Architekturou či Inženýrstvím i víc částí).
    • Vyložit z ruky osobnost, technologii (zaplatíte její vědu) nebo zahrát akční kartu.
    • Revoluce naopak spotřebuje všechny civilní akce (viz Státní zřízení).
    Dá-li vám karta nebo osobnost novou akci, smíte ji použít hned v tomto tahu.
    .title = Civilní akce
rules-population =
    Žluté žetonky jsou vaši lidé. Ty ve žlutém pruhu se ještě nenarodily; dělníci na kartách jsou budovy a jednotky; ostatní jsou volní dělníci.
    • Zvýšení populace stojí jídlo: 2, dokud je pruh skoro plný, pak 3, 4, 5 a 7, jak se vyprazdňuje. S prázdným pruhem populace neroste.
    • Při každé údržbě lidé jedí: nic, dokud je v pruhu 17 a víc žetonků, pak 1, 2, 3 a 4 a s prázdným pruhem 6.
    • Hlad: za každé jídlo, které nezaplatíte, ztratíte 4 body kultury (nikdy pod 0).
    • Dělník ztracený událostí nebo agresí jde nejdřív z volných; teprve když žádný není, odeberete ho z budovy nebo jednotky podle své volby.
    • Méně žetonků v pruhu znamená v pokročilé a plné hře i víc potřebných šťastných značek.
    .title = Populace a jídlo
rules-buildings =
    Technologie jsou povolení: každý dělník na kartě technologie je jedna budova nebo jednotka této karty.
    • Farmy dávají jídlo a doly suroviny: při údržbě jeden modrý žetonek na každého dělníka, v hodnotě karty (1, 2, 3 nebo 5).
    • Městské budovy: chrámy (kultura, šťastné značky), laboratoře (věda), arény (síla, šťastné značky), knihovny (kultura, věda), divadla (kultura, šťastné značky).
    • Městský limit: budov každého městského typu smíte mít, všechny stupně dohromady, nejvýš tolik, kolik dovoluje státní zřízení (v Despocii 2). Farmy, doly a jednotky limit nemají.
    • Vylepšení přesune jednoho dělníka na lepší kartu téhož typu za rozdíl cen; limit se znovu nekontroluje.
    • Stavitelství, Architektura a Inženýrství zlevňují městské budovy (nikdy ne stupně 0) a dovolí postavit 2, 3 nebo 4 části divu jednou akcí.
    • Zbořením se dělník bez náhrady vrátí mezi volné.
    .title = Budovy
rules-technologies =
    Technologie přicházejí z nabídky karet a vykládají se z ruky za 1 civilní akci a svou cenu ve vědě.
    • Hnědé (farmy, doly), šedé (městské budovy) a červené (jednotky) technologie nic nedělají, dokud na ně nedáte dělníky. Vyšší stupeň smíte vyložit i bez nižších.
    • Modré extra technologie působí hned a dělníky nenesou. Novější téhož typu nahradí starou: platí jen výhody nové karty.
    • Oranžové technologie jsou státní zřízení (viz Státní zřízení).
    • Technologii, kterou už máte v ruce nebo ve hře, si vzít nesmíte.
    • Věda přibývá při každé údržbě a nemá horní mez.
    • Ve výukové hře boduje na konci každá technologie věku I ve hře 2 body kultury.
    .title = Technologie
rules-governments =
    Státní zřízení určuje vaše civilní a vojenské akce a městský limit. Všichni začínají s Despocií: 4 civilní, 2 vojenské, 2 budovy každého městského typu.
    • Karta zřízení má dvě ceny ve vědě. Poklidná změna: zaplatíte vyšší a vyložíte ji jako jinou technologii za 1 civilní akci; žetonky se hned přepočítají.
    • Revoluce: zaplatíte nižší, ale jen dokud jste v tomto tahu neutratili žádnou civilní akci, a spotřebuje všechny. Utracené vojenské akce zůstanou utracené; do konce tahu smíte už jen vojenské akce.
    • Převratný objev smí provést revoluci, je-li vaší jedinou civilní akcí v tahu.
    • Robespierre nechá revoluci spotřebovat vojenské akce místo civilních; Newton vám jednu civilní akci nechá.
    • Nové zřízení nahradí staré a jeho účinky (šťastné značky, kultura) platí hned.
    .title = Státní zřízení
rules-leaders =
    Osobnosti jsou zelené civilní karty.
    • Vezmete si ji z nabídky jako jinou kartu; v ruce nic nedělá.
    • Vyložíte ji za 1 civilní akci, i v tahu, kdy jste ji vzali. Ve hře máte jednu osobnost: nová vyřadí starou i s jejími účinky.
    • Za celou hru smíte vzít jen jednu osobnost z každého věku.
    • Osobnost působí od chvíle vyložení; akce navíc, které dává, smíte použít hned.
    • Když skončí věk, zastarají osobnosti věku před ním: v ruce i ve hře se odhodí.
    • Některé osobnosti mění pravidla: Barbarossa přidá za jednu civilní akci dělníka i jednotku, Kolumbus vyloží území z ruky jako kolonii (jednou, jako politickou akci), Robespierre a Newton mění revoluci.
    .title = Osobnosti
rules-wonders =
    Divy jsou fialové civilní karty.
    • Vzatý div jde rovnou do hry jako rozestavěný. Rozestavěný smíte mít jen jeden a každý dokončený div zdraží vzetí dalšího o 1 civilní akci.
    • Stavíte ho po částech zleva doprava a platíte natištěné suroviny; každou část označí modrý žetonek z modrého pruhu. Stavitelství, Architektura a Inženýrství dovolí 2, 3 nebo 4 části jednou akcí.
    • Modré žetonky na rozestavěném divu chybějí v modrém pruhu a mohou způsobit korupci.
    • Po poslední části se žetonky vrátí a div začne působit. Divy dělníky nepotřebují.
    • Divy věku III nemají trvalý účinek: při dokončení jednou bodují kulturu.
    • Rozestavěný div starého věku se odhodí, když zastará.
    .title = Divy
rules-action-cards =
    Akční karty jsou žluté civilní karty s jednorázovým účinkem.
    • Vezmete si ji z nabídky; zahrát ji smíte až v některém dalším tahu, nikdy v tom, kdy jste ji vzali.
    • Zahrání stojí 1 civilní akci. Provedete, co říká, a karta odchází ze hry.
    • Obsahuje-li karta další akci (stavbu se slevou, zvýšení populace s vrácením jídla, vyložení technologie…), je ta akce součástí téže civilní akce.
    • Sleva platí jen přesně na akci, kterou karta jmenuje, smí snížit cenu na 0 a co zbude, propadá.
    • Karta, která po zvýšení populace vrací jídlo, není sleva: nejdřív musíte umět zaplatit plnou cenu.
    • Dokud akční karty držíte, počítají se do limitu ruky.
    .title = Akční karty
rules-military-actions =
    Každá z těchto akcí stojí 1 vojenskou akci (červený žetonek):
    • Naverbovat jednotku: zaplatíte suroviny a dáte volného dělníka na pěchotu, jízdu, dělostřelectvo nebo letectvo. Jednotky limit nemají.
    • Vylepšit jednotku na lepší téhož typu za rozdíl cen.
    • Rozpustit jednotku: dělník se vrátí mezi volné.
    • Pokročilá a plná hra: vyložit taktiku z vojenské ruky. Každá úplná sestava jednotek z karty tvoří armádu, která přidá bonus taktiky; armáda s jednotkou o dva věky starší než taktika dostane menší hodnotu. V plné hře jedno letectvo v armádě bonus zdvojnásobí.
    • Varianta průběžného braní: vzít vojenskou kartu.
    Síla je součet jednotek, armád, arén, osobností, divů a dalšího, nejvýš 60. Nevyužité vojenské akce dávají při údržbě vojenské karty. Agrese a války stojí vojenské akce jako politické akce.
    .title = Vojenské akce
rules-maintenance =
    Na konci vašeho tahu, v tomto pořadí:
    1. Kultura a věda: přičtěte přírůstek kultury a vědy.
    2. Jídlo: každý dělník na farmě přesune na ni jeden modrý žetonek z modrého pruhu.
    3. Spotřeba: zaplaťte jídlo, které populace sní. Každé chybějící jídlo stojí 4 body kultury.
    4. Suroviny: každý dělník v dole přesune na důl jeden modrý žetonek.
    5. Korupce (pokročilá a plná hra): zaplaťte suroviny podle modrého pruhu.
    6. Vojenské karty (pokročilá a plná hra, od 2. kola): za každou nevyužitou vojenskou akci jedna karta aktuálního věku, nejvýš 3, i nad limit ruky.
    Bez modrých žetonků v pruhu výroba končí; nespotřebované jídlo a suroviny zůstávají. Po vzpouře se celá údržba vynechá. Pak se bílé i červené žetonky vrátí na státní zřízení.
    .title = Údržba národa
rules-happiness =
    Šťastné značky dávají chrámy, arény, divadla, divy, osobnosti, státní zřízení a kolonie; ukazatel jde od 0 do 8.
    • Výuková hra: šťastné značky jen bodují na konci (2 body kultury za každou, nejvýš za 8).
    • Pokročilá a plná hra: jak se žlutý pruh vyprazdňuje, chtějí lidé víc šťastných značek. Za každou chybějící je jeden dělník nespokojený.
    • Nespokojení dělníci jsou pořád volní a během tahu se smějí použít.
    • Na konci vlastního tahu potřebujete aspoň tolik volných dělníků, kolik je nespokojených. Máte-li méně, vypukne vzpoura: tato údržba nic nevyrobí, nic se nesní, žádná korupce ani vojenské karty.
    • Jak jí předejít: stavět chrámy či arény, hrát karty se šťastnými značkami, nebo uvolnit dělníky zbořením budov či rozpuštěním jednotek.
    .title = Spokojenost a vzpoura
rules-corruption =
    Jen v pokročilé a plné hře. Modré žetonky jsou vaše sklady; nevyužité leží v modrém pruhu.
    • Po výrobě surovin spočítejte žetonky, které v modrém pruhu zbyly: 9 a víc, žádná korupce; 5 až 8, zaplaťte 2 suroviny; 1 až 4, zaplaťte 4; žádný, zaplaťte 6.
    • Korupce se platí surovinami, nikdy jídlem. Máte-li jich méně, zaplatíte, co máte, a zbytek se odpouští.
    • Modré žetonky na rozestavěném divu v pruhu nejsou, takže dlouhá stavba může korupci způsobit.
    • Některé karty přidají do modrého pruhu žetonky (kolonie, Soudnictví, Státní správa) a korupci tak zmenšují.
    Utrácení jídla a surovin vrací žetonky do pruhu; velké zásoby lákají korupci.
    .title = Korupce
rules-political-action =
    Pokročilá a plná hra. Na začátku tahu, po doplnění nabídky (a případné válce), smíte provést jednu politickou akci:
    • připravit událost nebo nové území z vojenské ruky (viz Události);
    • zahrát agresi proti jinému národu;
    • vyhlásit válku (plná hra, od věku II);
    • nabídnout jinému národu smlouvu nebo zrušit smlouvu, které se účastníte (3–4 hráči);
    • s Kolumbem vyložit území z ruky jako kolonii (jednou za hru).
    Neuděláte-li nic z toho, politická akce propadá. Prakticky začíná ve 3. kole, kdy už hráči mají vojenské karty.
    Potom, ať jste ji využili, nebo ne, odhodíte vojenské karty na počet svých vojenských akcí.
    .title = Politická akce
rules-events =
    Události a nová území jsou zelené vojenské karty.
    • Připravit je politická akce: kartu položíte lícem dolů na hromádku budoucích událostí a získáte kulturu podle jejího věku (A 0, I 1, II 2, III 3). Pak odkryjete vrchní kartu aktuálních událostí a vyhodnotíte ji.
    • Nové území spustí kolonizaci; událost platí pro národy, které jmenuje, a jde mezi minulé události.
    • Když se vezme poslední aktuální událost, budoucí se zamíchají, seřadí se staršími věky nahoru a stanou se aktuálními.
    • Nejsilnější a nejslabší se měří silou; při shodě je silnější ten, kdo bude na tahu dřív.
    • Výuková hra: 9 událostí věku A se odkrývá jedna za kolo v tahu začínajícího hráče, od 3. kola.
    • Události věku III se bodují na konci hry; odkrytá dřív se vyhodnotí hned.
    .title = Události
rules-colonization =
    Nové území odkryté z hromádky událostí se kolonizuje.
    • Nabídky jdou kolem stolu od hráče, který ho odkryl: každý nabídne větší kolonizační sílu, nebo natrvalo odstoupí. Nikdo nesmí nabídnout víc, než dokáže poslat. Nenabídne-li nikdo, území se odhodí.
    • Vítěz pošle sílu aspoň ve výši nabídky: obětované jednotky (nejméně jednu), karty Obrana / Kolonizace z ruky (+1, +2 nebo +3 podle věku) a trvalé bonusy jako Mapování.
    • Obětované jednotky jsou ztraceny a jejich dělníci se vrátí do žlutého pruhu.
    • Kolonie dává trvalý přínos (síla, šťastné značky, žluté nebo modré žetonky) a okamžitý zisk (jídlo, suroviny, kultura, věda, vojenské karty nebo populace).
    • Ztracená kolonie si odnese jen svůj trvalý přínos.
    • Kolumbus vyloží území z ruky jako kolonii bez nabídek i obětí.
    .title = Kolonizace
rules-aggression =
    Pokročilá a plná hra. Agrese je politická akce: určíte cíl a zaplatíte vojenské akce z karty. Cíl musí mít to, co karta bere.
    • Útočník smí obětovat jednotky; jejich síla se přičte ještě jednou k jeho síle.
    • Obránce smí také obětovat jednotky a zahrát karty Obrana / Kolonizace jako obranu: +2, +4 nebo +6 podle věku.
    • Karty: Nájezd a Rabování berou budovy či zásoby, Špionáž vědu, Zotročení dělníka, Anexe kolonii, Atentát osobnost, Sabotáž rozestavěný div, Ozbrojená intervence kulturu.
    • Je-li součet obránce aspoň stejný jako útočníka, agrese selže. Jinak platí její účinek.
    • Obětované jednotky obou stran jsou ztraceny.
    • Kde účinek nechává volbu (kterou budovu nájezd zničí, jídlo nebo suroviny), volí vítěz; jen při ztrátě populace volí poražený.
    • Nikdo neztratí víc, než má; kdo bere, získá jen to, co druhý opravdu ztratil.
    • V posledním kole se při útoku ani obraně jednotky obětovat nesmějí.
    .title = Agrese
rules-pacts =
    Smlouvy jsou ve hře jen ve 3 nebo 4 hráčích: Uznání svrchovanosti, Dohoda o obchodních cestách, Smlouva o vědecké spolupráci, Příslib vojenské ochrany a další.
    • Nabídnout ji je vaše politická akce: zvolíte národ a u nesouměrné smlouvy, zda jste A, nebo B. Druhý hráč přijme, nebo odmítne.
    • Odmítnutá se vrátí do ruky. Přijatá leží před vámi a hned platí pro oba národy.
    • Smíte mít jen jednu smlouvu, kterou jste vyložili vy; nová ukončí starou. Smluv, které vyložili jiní, se účastnit můžete.
    • Kterýkoli partner smí smlouvu zrušit politickou akcí, takže nejde v jednom tahu zrušit a zaútočit.
    • Smlouvy starého věku končí, když zastarají; některé končí, jakmile jeden partner napadne druhého.
    .title = Smlouvy
rules-wars =
    Plná hra, od věku II. Vyhlášení války je politická akce: zahrajete kartu, určíte soupeře a zaplatíte její vojenské akce.
    • Obě strany pak mají jeden tah na přípravu. Válka se vybojuje na začátku dalšího tahu toho, kdo ji vyhlásil, po doplnění nabídky a před politickou akcí.
    • Útočník, pak obránce smějí obětovat jednotky. Karty Obrana se použít nesmějí.
    • Vyhrává vyšší součet; karta říká, co vítěz získá a poražený ztratí, často podle rozdílu. Kořist může získat i obránce.
    • Při shodě se nic nestane a karta se odhodí.
    • V posledním kole se válka vyhlásit nesmí. Dřív vyhlášená se ještě vybojuje, ale bez obětí.
    • Čekající válka přečká i změnu věku.
    • Války: Boj o území, o suroviny, o technologie a o kulturu ve věku II; Svatá válka a Boj o kulturu ve věku III.
    .title = Války
rules-ages =
    Věky jsou A (starověk), I, II a III; plná hra končí věkem IV bez karet.
    • Věk I začíná po prvním doplnění. Později věk končí, když se při doplňování vyčerpá civilní balíček; položí se balíčky nového věku a doplňování pokračuje.
    • Když věk skončí, zastarají karty věku před ním: v ruce, osobnost, rozestavěný div i smlouvy se odhodí (věk A při začátku II, I při začátku III, II při začátku IV).
    • Technologie, dokončené divy, vyložená taktika a kolonie se nikdy neodhazují.
    • Vojenský balíček skončeného věku jde natrvalo stranou.
    • Plná hra: na konci věků I, II a III vrátí každý národ 2 žluté žetonky ze žlutého pruhu do krabice.
    • Výuková hra končí, když dojde balíček věku I; pokročilá, když skončí věk II; plná, když skončí věk III (viz Konec hry).
    .title = Věky
rules-end-and-scoring =
    Všichni vždy odehrají stejný počet tahů.
    • Výuková hra: když dojde balíček věku I, dohraje se kolo. Každý národ pak získá 2 body kultury za každou technologii věku I ve hře, 2 za každý bod síly, 2 za každou šťastnou značku (nejvýš 16) a svou výrobu jídla, surovin a vědy za jedno kolo.
    • Pokročilá hra: když dojde balíček věku II, začne věk III (zastaralé karty odcházejí) a dohraje se kolo. Pak se vyhodnotí 4 události věku III odkryté na začátku.
    • Plná hra: když dojde balíček věku III, začne věk IV; dohraje se kolo a odehraje ještě jedno. V tom posledním se nevyhlašují války a při útoku ani obraně se neobětují jednotky. Pak se vyhodnotí každá událost věku III z hromádek aktuálních a budoucích událostí.
    Vyhrává nejvíc kultury; hráči se shodou se o místo dělí. Hráč smí na začátku svého tahu odstoupit a je poslední.
    .title = Konec hry a bodování
rules-variants =
    Varianty z pravidel, volí se v přípravné místnosti:
    • Snadnější varianta: o žetonek víc ve žlutém pruhu a o jednu městskou budovu každého typu víc, než dovoluje zřízení. Všechny verze.
    • Mírnější boje (pokročilá či plná hra, 3–4 hráči): každý národ má uprostřed jeden žeton. Útok vezme žeton cíle; v dalším tahu napadnete týž národ znovu, nebo žeton vrátíte, takže nikoho nenapadne víc národů najednou.
    • Průběžné braní (pokročilá či plná hra): během tahu berete vojenské karty za 1 vojenskou akci, bez limitu 3; nahrazuje braní při údržbě.
    • Předem vyložené bonusy (plná hra): 0–5 událostí věku III se odkryje na začátku a na konci se boduje i s těmi z hromádek.
    • Postupné odkrývání (plná hra): 5 událostí věku III, jedna se odkryje na začátku a jedna s každým novým věkem.
    • Mírová hra (pokročilá či plná): žádné agrese ani války.
    .title = Varianty
rules-hidden-information =
    Co vidíte a co ne:
    • Vše ve hře je veřejné, stejně tak civilní karty v ruce.
    • Vojenské karty v ruce jsou tajné; ostatní vidí jen jejich počet. Tady vám chodí soukromou zprávou (nebo /tta ruka).
    • Připravené události leží lícem dolů: jen ten, kdo je připravil, ví, co to je.
    • Pořadí balíčků a hromádky aktuálních událostí je skryté; odhozené vojenské karty jdou lícem dolů.
    • Své odpovědi na útok (oběti, karty Obrana) volíte v soukromí.
    • Události věku III, podle kterých se na konci boduje, jsou v pokročilé hře a s předem vyloženými bonusy odkryté; v plné hře zůstávají události v hromádkách skryté až do závěrečného bodování.
    .title = Skryté informace
