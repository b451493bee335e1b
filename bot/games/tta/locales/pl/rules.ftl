## Cywilizacja: Poprzez wieki (pierwsze wydanie, 2006): tematy /zasady (bot/games/tta/lookup.py TOPICS).
## Każdy tekst ma najwyżej 1500 znaków; .title to nazwa tematu w menu.

rules-overview =
    Cywilizacja: Poprzez wieki: 2–4 graczy prowadzi swoje cywilizacje od starożytności. Wygrywa ten, kto na końcu ma najwięcej punktów kultury.
    • Trzy wersje: gra szkoleniowa (starożytność i epoka I, do nauki), gra zaawansowana (do epoki II, z kartami militarnymi) i gra pełna (do epoki III, z wojnami).
    • Karty pochodzą z rzędu kart albo z talii militarnej: technologie, przywódcy, cuda, karty akcji, wydarzenia, agresje, pakty, wojny.
    • W swojej turze wydajesz akcje cywilne (białe żetony) i militarne (czerwone); ich liczbę wyznacza ustrój.
    • Karta narodu pokazuje robotników (żółte żetony), zapasy żywności i surowców (niebieskie żetony), naukę, kulturę, siłę i symbole zadowolenia.
    • Na koniec tury naród produkuje: kulturę, naukę, żywność i surowce.
    • Gra zaawansowana i pełna dodają akcję polityczną na początku tury, niezadowolenie, korupcję i zmianę epok.
    Wybierz temat poniżej albo wpisz /zasady z tematem; /karta pokaże dowolną kartę.
    .title = Cywilizacja w pigułce
rules-setup =
    • Do rzędu kart trafia 13 kart z talii cywilnej epoki A; reszta tej talii czeka na pierwsze uzupełnienie.
    • Z talii cywilnych I–III przy mniej niż 4 graczach usuwa się oznaczone karty: 2 graczy gra 45 kartami w każdej, 3 graczy 50, 4 graczy 55.
    • Każdy naród zaczyna z technologiami nadrukowanymi na karcie narodu (Rolnictwo, Brąz, Filozofia, Religia, Wojownicy, Despotyzm): 2 farmy, 2 kopalnie, 1 laboratorium i 1 oddział Wojowników, jeden wolny robotnik, 18 żetonów w żółtym banku i 18 w niebieskim banku.
    • Gracza rozpoczynającego się losuje; pozostaje nim przez całą grę.
    • Gra szkoleniowa: 9 wydarzeń epoki A (wszystkie oprócz Rozwoju polityki) tworzy zakryty stos.
    • Gra zaawansowana i pełna: liczba graczy + 2 losowe karty militarne epoki A to aktualne wydarzenia. W grze zaawansowanej usuwa się karty wojen, przy 2 graczach wszystkie pakty. Gra zaawansowana odkrywa też 4 wydarzenia epoki III, według których liczy się końcowa punktacja.
    .title = Przygotowanie gry
rules-round-one =
    Pierwsza runda jest wyjątkowa: nikt jeszcze niczego nie buduje ani nie zagrywa.
    • Jedyna akcja to branie kart cywilnych z rzędu. Gracz rozpoczynający ma 1 akcję cywilną, drugi 2, trzeci 3, czwarty 4, niezależnie od ustroju.
    • Przywódców, cuda i karty akcji wolno brać ze zwykłymi ograniczeniami.
    • W 1. rundzie rząd nie jest czyszczony ani uzupełniany: po zabranych kartach zostają luki.
    • Każdy naród wykonuje potem produkcję: nauka +1, 2 żywności z farm, 2 surowce z kopalń, bez konsumpcji i korupcji.
    • W 1. rundzie nikt nie dobiera kart militarnych; zaczyna się to pod koniec 2. rundy.
    Od 2. rundy tura ma wszystkie swoje kroki (zob. temat Tura).
    .title = Pierwsza runda
rules-turn =
    Od 2. rundy tura wygląda tak:
    • Uzupełnienie rzędu kart (zob. Rząd kart). Tu może zmienić się epoka.
    • Gra pełna: wojna wypowiedziana w twojej poprzedniej turze rozstrzyga się teraz.
    • Gra szkoleniowa: od 3. rundy w turze gracza rozpoczynającego odkrywa się kolejne wydarzenie epoki A i działa na wszystkich.
    • Gra zaawansowana i pełna: najwyżej jedna akcja polityczna, potem odrzucenie kart militarnych do liczby akcji militarnych.
    • Akcje: cywilne i militarne w dowolnej kolejności, dopóki starczy żetonów. Niewykorzystane akcje przepadają.
    • Gra zaawansowana i pełna: kontrola zadowolenia. Bez dość wolnych robotników na twoje niezadowolenie wybucha bunt i produkcja przepada.
    • Produkcja: wytwarzanie, konsumpcja, korupcja, karty militarne. Potem wszystkie żetony akcji wracają na kartę ustroju.
    Gra zawsze kończy się tuż przed kolejną turą gracza rozpoczynającego, więc każdy rozgrywa tyle samo tur.
    .title = Tura
rules-card-row =
    Rząd ma 13 pól. Wzięcie karty kosztuje 1 akcję cywilną z pól 1–5, 2 z pól 6–9 i 3 z pól 10–13.
    • Od 2. rundy przed każdą turą pierwsze karty rzędu odpadają z gry: pola 1–3 przy 2 graczach, 1–2 przy 3, pole 1 przy 4. Reszta przesuwa się w lewo, a luki z prawej uzupełnia się z talii cywilnej.
    • Pierwsze uzupełnienie (przed drugą turą gracza rozpoczynającego) zużywa resztę talii epoki A; potem zaczyna się epoka I.
    • Przywódcy: w całej grze tylko jeden z każdej epoki, nawet jeśli potem go stracisz.
    • Cud trafia od razu do gry. Wolno go wziąć tylko bez cudu w budowie i kosztuje 1 akcję cywilną więcej za każdy twój ukończony cud.
    • Żadnej technologii, którą już masz w ręce lub w grze.
    • Karty akcji nie wolno zagrać w turze, w której ją wziąłeś.
    • Limit ręki: kartę wolno wziąć tylko, dopóki masz w ręce mniej kart niż akcji cywilnych. Cuda nie trafiają do ręki.
    .title = Rząd kart
rules-civil-actions =
    Każda z tych akcji kosztuje 1 akcję cywilną (biały żeton):
    • Wzięcie karty z rzędu (1–3 akcje zależnie od pola, zob. Rząd kart).
    • Zwiększenie populacji: płacisz żywność, a żeton z żółtego banku staje się wolnym robotnikiem.
    • Budowa farmy, kopalni lub budynku miejskiego: płacisz surowce i stawiasz wolnego robotnika na technologii.
    • Ulepszenie budynku do lepszej technologii tego samego typu: płacisz różnicę kosztów.
    • Zburzenie budynku: robotnik wraca do wolnych, nic nie jest zwracane.
    • Budowa etapu cudu (z Murarstwem, Architekturą lub Inżynierią kilku etapów).
    • Zagranie z ręki przywódcy, technologii (płacisz jej naukę) lub karty akcji.
    • Rewolucja za to zużywa wszystkie akcje cywilne (zob. Ustroje).
    Jeśli karta albo przywódca daje ci nową akcję, możesz jej użyć od razu, w tej samej turze.
    .title = Akcje cywilne
rules-population =
    Żółte żetony to twoi ludzie. Te w żółtym banku jeszcze się nie narodziły; robotnicy na kartach to budynki i jednostki; pozostali to wolni robotnicy.
    • Zwiększenie populacji kosztuje żywność: 2, póki bank jest prawie pełny, potem 3, 4, 5 i 7 w miarę, jak się opróżnia. Przy pustym banku populacja nie rośnie.
    • Przy każdej produkcji ludzie jedzą: nic, póki w banku jest 17 lub więcej żetonów, potem 1, 2, 3 i 4, a przy pustym banku 6.
    • Głód: za każdą niezapłaconą żywność tracisz 4 punkty kultury (nigdy poniżej 0).
    • Robotnik utracony przez wydarzenie lub agresję odchodzi najpierw z wolnych; dopiero gdy ich brak, zdejmujesz go z wybranego budynku lub jednostki.
    • Mniej żetonów w banku oznacza w grze zaawansowanej i pełnej także więcej potrzebnych symboli zadowolenia.
    .title = Populacja i żywność
rules-buildings =
    Technologie to pozwolenia: każdy robotnik na karcie technologii to jeden budynek lub jedna jednostka tej karty.
    • Farmy dają żywność, kopalnie surowce: przy produkcji jeden niebieski żeton na robotnika, wart tyle, ile karta (1, 2, 3 lub 5).
    • Budynki miejskie: świątynie (kultura, zadowolenie), laboratoria (nauka), areny (siła, zadowolenie), biblioteki (kultura, nauka), teatry (kultura, zadowolenie).
    • Limit miejski: budynków każdego miejskiego typu, wszystkich poziomów razem, możesz mieć najwyżej tyle, ile pozwala ustrój (w Despotyzmie 2). Farmy, kopalnie i jednostki nie mają limitu.
    • Ulepszenie przenosi jednego robotnika na lepszą kartę tego samego typu za różnicę kosztów; limitu nie sprawdza się ponownie.
    • Murarstwo, Architektura i Inżynieria obniżają koszt budynków miejskich (nigdy poziomu 0) i pozwalają zbudować 2, 3 lub 4 etapy cudu jedną akcją.
    • Zburzenie oddaje robotnika do wolnych bez zwrotu kosztów.
    .title = Budynki
rules-technologies =
    Technologie pochodzą z rzędu kart i zagrywa się je z ręki za 1 akcję cywilną i ich koszt w nauce.
    • Brązowe (farmy, kopalnie), szare (budynki miejskie) i czerwone (jednostki) technologie nic nie dają, dopóki nie postawisz na nich robotników. Wyższy poziom wolno zagrać bez niższych.
    • Niebieskie technologie specjalne działają od razu i nie mają robotników. Nowsza tego samego typu zastępuje starszą: liczą się tylko korzyści nowej karty.
    • Pomarańczowe technologie to ustroje (zob. Ustroje).
    • Nie wolno wziąć technologii, którą już masz w ręce lub w grze.
    • Nauka przybywa przy każdej produkcji i nie ma górnej granicy.
    • W grze szkoleniowej każda technologia epoki I w grze daje na końcu 2 punkty kultury.
    .title = Technologie
rules-governments =
    Ustrój wyznacza twoje akcje cywilne i militarne oraz limit miejski. Wszyscy zaczynają z Despotyzmem: 4 cywilne, 2 militarne, po 2 budynki każdego miejskiego typu.
    • Karta ustroju ma dwa koszty w nauce. Pokojowa zmiana: płacisz wyższy i zagrywasz ją jak zwykłą technologię za 1 akcję cywilną; żetony przelicza się od razu.
    • Rewolucja: płacisz niższy, ale tylko gdy w tej turze nie wydałeś jeszcze żadnej akcji cywilnej, i zużywa ona wszystkie. Wydane akcje militarne pozostają wydane; do końca tury wolno ci już tylko akcje militarne.
    • Przełom może przeprowadzić rewolucję, jeśli jest twoją jedyną akcją cywilną w turze.
    • Robespierre sprawia, że rewolucja zużywa akcje militarne zamiast cywilnych; Newton zostawia ci jedną akcję cywilną.
    • Nowy ustrój zastępuje stary, a jego efekty (zadowolenie, kultura) działają od razu.
    .title = Ustroje
rules-leaders =
    Przywódcy to zielone karty cywilne.
    • Bierzesz go z rzędu jak każdą kartę; w ręce nic nie robi.
    • Zagrywasz go za 1 akcję cywilną, nawet w turze, w której go wziąłeś. W grze masz jednego przywódcę: nowy wypiera starego razem z jego efektami.
    • W całej grze wolno ci wziąć tylko jednego przywódcę z każdej epoki.
    • Przywódca działa od chwili zagrania; dodatkowych akcji, które daje, można użyć od razu.
    • Gdy kończy się epoka, przywódcy epoki poprzedniej stają się przestarzali: w ręce i w grze są odrzucani.
    • Niektórzy przywódcy naginają zasady: Barbarossa za jedną akcję cywilną dodaje robotnika i jednostkę, Kolumb wykłada terytorium z ręki jako kolonię (raz, jako akcję polityczną), Robespierre i Newton zmieniają rewolucję.
    .title = Przywódcy
rules-wonders =
    Cuda to fioletowe karty cywilne.
    • Wzięty cud trafia od razu do gry jako budowany. Budowany możesz mieć tylko jeden, a każdy ukończony cud podraża wzięcie następnego o 1 akcję cywilną.
    • Budujesz go etapami, od lewej do prawej, płacąc nadrukowane surowce; każdy etap oznacza niebieski żeton z niebieskiego banku. Murarstwo, Architektura i Inżynieria pozwalają na 2, 3 lub 4 etapy jedną akcją.
    • Niebieskich żetonów na budowanym cudzie brakuje w niebieskim banku, co może wywołać korupcję.
    • Po ostatnim etapie żetony wracają, a cud zaczyna działać. Cuda nie potrzebują robotników.
    • Cuda epoki III nie mają trwałego efektu: przy ukończeniu jednorazowo dają kulturę.
    • Budowany cud dawnej epoki jest odrzucany, gdy staje się przestarzały.
    .title = Cuda
rules-action-cards =
    Karty akcji to żółte karty cywilne o jednorazowym efekcie.
    • Bierzesz ją z rzędu; zagrać możesz od którejś następnej tury, nigdy w tej, w której ją wziąłeś.
    • Zagranie kosztuje 1 akcję cywilną. Wykonujesz, co mówi karta, a ona odpada z gry.
    • Jeśli karta zawiera inną akcję (budowę ze zniżką, zwiększenie populacji ze zwrotem żywności, zagranie technologii…), ta akcja jest częścią tej samej akcji cywilnej.
    • Zniżka dotyczy tylko dokładnie tej akcji, którą karta wymienia, może obniżyć koszt do 0, a nadwyżka przepada.
    • Karta, która po zwiększeniu populacji zwraca żywność, nie jest zniżką: najpierw musisz móc zapłacić pełną cenę.
    • Dopóki trzymasz karty akcji, liczą się do limitu ręki.
    .title = Karty akcji
rules-military-actions =
    Każda z tych akcji kosztuje 1 akcję militarną (czerwony żeton):
    • Rekrutacja jednostki: płacisz surowce i stawiasz wolnego robotnika na piechocie, kawalerii, artylerii lub lotnictwie. Jednostki nie mają limitu.
    • Ulepszenie jednostki do lepszej tego samego typu za różnicę kosztów.
    • Rozwiązanie jednostki: robotnik wraca do wolnych.
    • Gra zaawansowana i pełna: zagranie taktyki z ręki militarnej. Każdy pełny zestaw jednostek z karty tworzy armię, która dodaje premię taktyki; armia z jednostką starszą o dwie epoki od taktyki dostaje mniejszą wartość. W grze pełnej jedno lotnictwo w armii ją podwaja.
    • Wariant ciągłego dobierania: dobranie karty militarnej.
    Siła to suma jednostek, armii, aren, przywódców, cudów i innych, najwyżej 60. Niewykorzystane akcje militarne dają przy produkcji karty militarne. Agresje i wojny kosztują akcje militarne jako akcje polityczne.
    .title = Akcje militarne
rules-maintenance =
    Na koniec twojej tury, w tej kolejności:
    1. Kultura i nauka: dodaj przyrost kultury i nauki.
    2. Żywność: każdy robotnik na farmie przenosi na nią jeden niebieski żeton z niebieskiego banku.
    3. Konsumpcja: zapłać żywność, którą zjada populacja. Każda brakująca żywność kosztuje 4 punkty kultury.
    4. Surowce: każdy robotnik w kopalni przenosi na nią jeden niebieski żeton.
    5. Korupcja (gra zaawansowana i pełna): zapłać surowce zależnie od niebieskiego banku.
    6. Karty militarne (gra zaawansowana i pełna, od 2. rundy): jedna karta bieżącej epoki za każdą niewykorzystaną akcję militarną, najwyżej 3, nawet ponad limit ręki.
    Bez niebieskich żetonów w banku wytwarzanie ustaje; niewydana żywność i surowce zostają. Po buncie cała produkcja przepada. Potem białe i czerwone żetony wracają na kartę ustroju.
    .title = Produkcja na koniec tury
rules-happiness =
    Symbole zadowolenia dają świątynie, areny, teatry, cuda, przywódcy, ustroje i kolonie; wskaźnik biegnie od 0 do 8.
    • Gra szkoleniowa: zadowolenie tylko punktuje na końcu (2 punkty kultury za symbol, najwyżej za 8).
    • Gra zaawansowana i pełna: w miarę opróżniania żółtego banku ludzie chcą więcej zadowolenia. Każdy brakujący symbol czyni jednego robotnika niezadowolonym.
    • Niezadowoleni robotnicy wciąż są wolni i wolno ich używać w trakcie tury.
    • Na koniec własnej tury potrzebujesz co najmniej tylu wolnych robotników, ilu jest niezadowolonych. Jeśli masz ich mniej, wybucha bunt: ta produkcja nic nie wytwarza, nikt nie je, nie ma korupcji ani kart militarnych.
    • Jak tego uniknąć: budować świątynie lub areny, zagrywać karty z zadowoleniem albo uwolnić robotników, burząc budynki lub rozwiązując jednostki.
    .title = Zadowolenie i bunt
rules-corruption =
    Tylko w grze zaawansowanej i pełnej. Niebieskie żetony to twoje magazyny; wolne leżą w niebieskim banku.
    • Po wytworzeniu surowców policz żetony, które zostały w niebieskim banku: 9 lub więcej, bez korupcji; 5 do 8, płacisz 2 surowce; 1 do 4, płacisz 4; żadnego, płacisz 6.
    • Korupcję płaci się surowcami, nigdy żywnością. Jeśli masz ich mniej, płacisz, ile masz, a reszta przepada.
    • Niebieskich żetonów na budowanym cudzie nie ma w banku, więc długa budowa może wywołać korupcję.
    • Niektóre karty dodają żetony do niebieskiego banku (kolonie, Sądownictwo, Służba cywilna) i tak zmniejszają korupcję.
    Wydawanie żywności i surowców zwraca żetony do banku; wielkie zapasy sprzyjają korupcji.
    .title = Korupcja
rules-political-action =
    Gra zaawansowana i pełna. Na początku tury, po uzupełnieniu rzędu (i ewentualnej wojnie), możesz wykonać jedną akcję polityczną:
    • przygotować wydarzenie lub terytorium z ręki militarnej (zob. Wydarzenia);
    • zagrać agresję przeciw innemu narodowi;
    • wypowiedzieć wojnę (gra pełna, od epoki II);
    • zaproponować innemu narodowi pakt albo zerwać pakt, w którym uczestniczysz (3–4 graczy);
    • z Kolumbem wyłożyć terytorium z ręki jako kolonię (raz na grę).
    Jeśli nie zrobisz nic z tego, akcja polityczna przepada. W praktyce zaczyna się w 3. rundzie, gdy gracze mają już karty militarne.
    Potem, czy jej użyłeś, czy nie, odrzucasz karty militarne do liczby swoich akcji militarnych.
    .title = Akcja polityczna
rules-events =
    Wydarzenia i terytoria to zielone karty militarne.
    • Przygotowanie to akcja polityczna: kładziesz kartę zakrytą na stos przyszłych wydarzeń i dostajesz kulturę równą jej epoce (A 0, I 1, II 2, III 3). Potem odkrywasz wierzchnią kartę aktualnych wydarzeń i ją rozpatrujesz.
    • Terytorium rozpoczyna kolonizację; wydarzenie działa na wskazane narody i trafia do przeszłych wydarzeń.
    • Gdy zostanie wzięte ostatnie aktualne wydarzenie, przyszłe są tasowane, układane starszymi epokami na wierzch i stają się aktualnymi.
    • Najsilniejszy i najsłabszy to kwestia siły; przy remisie silniejszy jest ten, kto będzie miał turę wcześniej.
    • Gra szkoleniowa: 9 wydarzeń epoki A odkrywa się po jednym na rundę w turze gracza rozpoczynającego, od 3. rundy.
    • Wydarzenia epoki III punktuje się na koniec gry; odkryte wcześniej rozpatruje się od razu.
    .title = Wydarzenia
rules-colonization =
    Terytorium odkryte ze stosu wydarzeń podlega kolonizacji.
    • Licytacja idzie wokół stołu od gracza, który je odkrył: każdy oferuje większą siłę kolonizacyjną albo na dobre rezygnuje. Nikt nie może zaoferować więcej, niż zdoła wysłać. Jeśli nikt nie licytuje, terytorium jest odrzucane.
    • Zwycięzca wysyła siłę co najmniej równą ofercie: poświęcone jednostki (co najmniej jedną), karty Obrona / Kolonizacja z ręki (+1, +2 lub +3 zależnie od epoki) i stałe premie, np. Kartografię.
    • Poświęcone jednostki przepadają, a ich robotnicy wracają do żółtego banku.
    • Kolonia daje stałą korzyść (siła, zadowolenie, żółte lub niebieskie żetony) i natychmiastowy zysk (żywność, surowce, kultura, nauka, karty militarne lub populacja).
    • Utracona kolonia zabiera ze sobą tylko stałą korzyść.
    • Kolumb wykłada terytorium z ręki jako kolonię bez licytacji i poświęceń.
    .title = Kolonizacja
rules-aggression =
    Gra zaawansowana i pełna. Agresja to akcja polityczna: wskazujesz cel i płacisz akcje militarne z karty. Cel musi mieć to, co karta zabiera.
    • Atakujący może poświęcić jednostki; ich siła liczy się jeszcze raz ponad jego siłę.
    • Obrońca także może poświęcić jednostki i zagrać karty Obrona / Kolonizacja jako obronę: +2, +4 lub +6 zależnie od epoki.
    • Karty: Najazd i Grabież zabierają budynki lub zapasy, Szpiegostwo naukę, Zniewolenie robotnika, Aneksja kolonię, Zamach przywódcę, Sabotaż budowany cud, Interwencja zbrojna kulturę.
    • Jeśli suma obrońcy jest co najmniej równa sumie atakującego, agresja się nie udaje. W przeciwnym razie działa jej efekt.
    • Poświęcone jednostki obu stron przepadają.
    • Gdy efekt zostawia wybór (który budynek zniszczy najazd, żywność czy surowce), wybiera zwycięzca; tylko przy utracie populacji wybiera przegrany.
    • Nikt nie traci więcej, niż ma; zabierający zyskuje tylko to, co drugi naprawdę stracił.
    • W ostatniej rundzie nie wolno poświęcać jednostek ani w ataku, ani w obronie.
    .title = Agresje
rules-pacts =
    Pakty są w grze tylko przy 3 lub 4 graczach: Uznanie zwierzchnictwa, Umowa o szlakach handlowych, Współpraca naukowa, Obietnica ochrony militarnej i inne.
    • Zaproponowanie paktu to twoja akcja polityczna: wybierasz naród, a przy pakcie niesymetrycznym także, czy jesteś A, czy B. Drugi gracz przyjmuje lub odrzuca.
    • Odrzucony wraca do ręki. Przyjęty leży przed tobą i od razu działa na oba narody.
    • Możesz mieć tylko jeden pakt wyłożony przez siebie; nowy kończy stary. W paktach wyłożonych przez innych możesz uczestniczyć.
    • Każdy z partnerów może zerwać pakt akcją polityczną, więc w jednej turze nie da się zerwać i zaatakować.
    • Pakty dawnej epoki wygasają, gdy stają się przestarzałe; niektóre kończą się, gdy tylko jeden partner zaatakuje drugiego.
    .title = Pakty
rules-wars =
    Gra pełna, od epoki II. Wypowiedzenie wojny to akcja polityczna: zagrywasz kartę, wskazujesz przeciwnika i płacisz jej akcje militarne.
    • Obie strony mają potem jedną turę na przygotowanie. Wojna rozstrzyga się na początku następnej tury wypowiadającego, po uzupełnieniu rzędu i przed akcją polityczną.
    • Atakujący, a potem obrońca mogą poświęcić jednostki. Kart Obrony użyć nie wolno.
    • Wygrywa wyższa suma; karta mówi, co zwycięzca zyskuje, a przegrany traci, często zależnie od przewagi. Łupy może zdobyć także obrońca.
    • Przy remisie nic się nie dzieje, a karta jest odrzucana.
    • W ostatniej rundzie nie wolno wypowiedzieć wojny. Wcześniej wypowiedziana jeszcze się rozstrzyga, ale bez poświęceń.
    • Oczekująca wojna przetrwa też zmianę epoki.
    • Wojny: o terytorium, o surowce, o technologie i o kulturę w epoce II; Święta wojna i Wojna o kulturę w epoce III.
    .title = Wojny
rules-ages =
    Epoki to A (starożytność), I, II i III; gra pełna kończy się epoką IV bez kart.
    • Epoka I zaczyna się po pierwszym uzupełnieniu. Później epoka kończy się, gdy przy uzupełnianiu wyczerpie się talia cywilna; wykłada się talie nowej epoki i uzupełnianie trwa dalej.
    • Gdy epoka się kończy, karty epoki poprzedniej stają się przestarzałe: w ręce, przywódca, budowany cud i pakty są odrzucane (epoka A na początku II, I na początku III, II na początku IV).
    • Technologie, ukończone cuda, zagrana taktyka i kolonie nigdy nie są odrzucane.
    • Talia militarna zakończonej epoki odchodzi na dobre.
    • Gra pełna: na koniec epok I, II i III każdy naród oddaje 2 żółte żetony ze swojego banku do pudełka.
    • Gra szkoleniowa kończy się, gdy zabraknie talii epoki I; zaawansowana, gdy kończy się epoka II; pełna, gdy kończy się epoka III (zob. Koniec gry).
    .title = Epoki
rules-end-and-scoring =
    Każdy zawsze rozgrywa tyle samo tur.
    • Gra szkoleniowa: gdy zabraknie talii epoki I, runda jest dokańczana. Potem każdy naród dostaje 2 punkty kultury za każdą technologię epoki I w grze, 2 za każdy punkt siły, 2 za każdy symbol zadowolenia (najwyżej 16) oraz swoją produkcję żywności, surowców i nauki z jednej rundy.
    • Gra zaawansowana: gdy zabraknie talii epoki II, zaczyna się epoka III (przestarzałe karty odpadają) i runda jest dokańczana. Potem punktuje się 4 wydarzenia epoki III odkryte na początku.
    • Gra pełna: gdy zabraknie talii epoki III, zaczyna się epoka IV; runda jest dokańczana i rozgrywa się jeszcze jedną. W tej ostatniej nie wypowiada się wojen i nie poświęca jednostek w ataku ani obronie. Potem punktuje się każde wydarzenie epoki III ze stosów aktualnych i przyszłych wydarzeń.
    Wygrywa najwięcej kultury; remisujący dzielą się miejscem. Gracz może zrezygnować na początku swojej tury i zajmuje ostatnie miejsce.
    .title = Koniec gry i punktacja
rules-variants =
    Warianty z instrukcji, wybierane w poczekalni:
    • Łatwiejsza gra: jeden żeton więcej w żółtym banku i jeden budynek miejski każdego typu więcej, niż pozwala ustrój. Każda wersja.
    • Łagodniejsze walki (gra zaawansowana lub pełna, 3–4 graczy): każdy naród ma na środku jeden żeton. Atak zabiera żeton celu; w następnej turze atakujesz ten sam naród albo oddajesz żeton, więc nikogo nie atakuje kilka narodów naraz.
    • Ciągłe dobieranie (gra zaawansowana lub pełna): w trakcie tury dobierasz karty militarne za 1 akcję militarną, bez limitu 3; zastępuje to dobieranie przy produkcji.
    • Bonusy odkryte z góry (gra pełna): 0–5 wydarzeń epoki III odkrywa się na początku i punktuje na końcu obok tych ze stosów.
    • Stopniowe odkrywanie (gra pełna): 5 wydarzeń epoki III, jedno odkryte na początku i po jednym z każdą nową epoką.
    • Gra pokojowa (zaawansowana lub pełna): bez agresji i wojen.
    .title = Warianty
rules-hidden-information =
    Co widzisz, a czego nie:
    • Wszystko w grze jest jawne, podobnie karty cywilne w ręce.
    • Karty militarne w ręce są tajne; inni widzą tylko ich liczbę. Tutaj dostajesz je w wiadomości prywatnej (albo /tta ręka).
    • Przygotowane wydarzenia leżą zakryte: tylko ten, kto je przygotował, wie, czym są.
    • Kolejność talii i stosu aktualnych wydarzeń jest ukryta; odrzucone karty militarne idą zakryte.
    • Odpowiedź na atak (poświęcenia, karty Obrony) wybierasz prywatnie.
    • Wydarzenia epoki III punktowane na końcu są odkryte w grze zaawansowanej i z bonusami odkrytymi z góry; w grze pełnej wydarzenia w stosach pozostają ukryte aż do końcowej punktacji.
    .title = Ukryte informacje
