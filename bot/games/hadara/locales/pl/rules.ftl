rules-card-epoch = Epoka
rules-card-color = Kolor
rules-card-cost = Koszt
rules-card-points = Punkty
rules-card-tracks = Po zakupie
rules-card-sale = Sprzedaż za
rules-card-none = nic
rules-card-discount = Każda twoja karta tego koloru obniża koszt twoich kolejnych kart tego koloru o 1 monetę (najwyżej do 0).
rules-card-advanced = ★ Tylko w grze zaawansowanej.

## Tematy

rules-overview =
    • 2–5 graczy rozwija cywilizację przez 3 epoki; wygrywa ten, kto zdobędzie najwięcej punktów.
    • Każda epoka ma fazę A (dobieranie kart z talii) i fazę B (branie odkrytych kart).
    • Faza A: gracz rozpoczynający ustawia koło, 5 rund dobierania, dochód, zdobycie kolonii, wykucie popiersia.
    • Faza B: branie odkrytych kart, dochód, zdobycie kolonii, wykucie popiersia, wyżywienie ludności, zakup pieczęci.
    • Karty podnoszą cztery tory: żółte dochód, czerwone siłę militarną, niebieskie kulturę, zielone żywność. Fioletowe dają mieszane wartości albo specjalny efekt.
    • Siła militarna otwiera kolonie, kultura popiersia, żywność utrzymuje twoje karty, a dochód za wszystko płaci.
    • Po epoce III następuje punktacja końcowa.
    Wybierz temat poniżej albo wpisz /zasady z tematem; /karta pokaże dowolną kartę.
    .title = Hadara w skrócie
rules-setup =
    • Każdy gracz dostaje planszetkę z herbem (małpa, smok, lew, pegaz, skarabeusz), 8 żetonów bonusu (po 2 żółte, czerwone, niebieskie, zielone) i 2 złote pieczęcie.
    • Każdy dostaje losowo jedną kartę startową. Podaje ona początkowe monety, liczbę inicjatywy i początkowe wartości czterech torów. W grze podstawowej wszyscy używają strony A.
    • Talie epoki: potasuj osobno każdy kolor bieżącej epoki i rozdaj zakryte po 2 karty każdego koloru na gracza (4 graczy: 8 kart w talii). Resztę odłóż do pudełka bez oglądania.
    • Gra podstawowa: fioletowe karty z gwiazdką (★) usuwa się wcześniej, w każdej epoce.
    • Kolonie: posortuj je według poziomu wymagania (3, 9, 15, 21, 30), potasuj każdy poziom i zostaw po 1 kolonii na gracza z każdego poziomu, stroną z monetami do góry, jako jeden stos na poziom.
    • Monet jest bez ograniczeń; tory nie mają górnej granicy.
    .title = Przygotowanie gry
rules-first-player-and-wheel =
    • Epoka I: graczem rozpoczynającym jest gracz z najniższą inicjatywą; epoka II: z drugą najniższą; epoka III: z trzecią najniższą.
    • 4 lub 5 graczy: każdy, kto nigdy nie będzie graczem rozpoczynającym, dostaje 1 monetę przed epoką I.
    • 2 graczy: niższa inicjatywa rozpoczyna w epokach I i III, drugi gracz w epoce II i dostaje 1 monetę przed epoką I.
    • 3 graczy: każdy rozpoczyna raz; nikt nie dostaje monety.
    • Na początku każdej epoki gracz rozpoczynający ustawia koło: jedno z 5 ustawień, tak aby każdy herb wskazywał jedną z 5 talii.
    • Po każdej rundzie dobierania koło obraca się o jedno pole zgodnie z ruchem wskazówek zegara, więc w 5 rundach każdy dobiera z każdej talii raz.
    • Kolejne etapy rozgrywa się w kolejności miejsc, zaczynając od gracza rozpoczynającego.
    .title = Gracz rozpoczynający i koło
rules-phase-a =
    • 5 rund dobierania, rozgrywanych przez wszystkich jednocześnie.
    • Dobierz 2 wierzchnie karty z talii, na którą wskazuje twój herb. W jednej rundzie żadni dwaj gracze nie dobierają z tej samej talii.
    • Dokładnie jedną z nich połóż odkrytą na stosie kart odrzuconych w jej kolorze. Drugą albo kupujesz, albo sprzedajesz.
    • Nie wolno: odłożyć obu, kupić obu, sprzedać obu ani kupić jednej i sprzedać drugiej.
    • Wybory pozostają tajne, dopóki wszyscy nie wybiorą; potem odłożone karty zostają pokazane.
    • Po każdej rundzie koło obraca się o jedno pole. Po 5 rundach wszystkie talie są puste.
    • Następnie: dochód, zdobycie kolonii, wykucie popiersia.
    .title = Faza A: rundy dobierania
rules-phase-b =
    • Gracz rozpoczynający pozostaje ten sam co w fazie A.
    • Zaczynając od gracza rozpoczynającego, w kolejności miejsc, każdy bierze wierzchnią kartę z dowolnego niepustego stosu kart odrzuconych i musi ją kupić albo sprzedać. Odkładać kart nie wolno.
    • Widać tylko wierzchnią kartę każdego stosu; stosów nie wolno przeglądać.
    • Powtarzajcie, aż wszystkie stosy będą puste: każdy gracz bierze dokładnie 5 kart.
    • Następnie: dochód, zdobycie kolonii, wykucie popiersia, wyżywienie ludności, zakup pieczęci.
    • Po fazie B epoki III następuje punktacja końcowa; w przeciwnym razie zaczyna się kolejna epoka z nowymi taliami.
    .title = Faza B: odkryte karty
rules-buying-and-selling =
    • Zakup: zapłać koszt karty pomniejszony o 1 monetę za każdą posiadaną już kartę tego koloru (najwyżej do 0). Fioletowe karty obniżają też koszt kolejnych fioletowych.
    • Kupiona karta trafia do twojego obszaru; jej wartości torów dodajesz od razu, a fioletowy efekt działa od tej chwili.
    • Jeśli nie możesz zapłacić, musisz sprzedać.
    • Sprzedaż: karta zakryta opuszcza grę, a ty dostajesz jej wartość sprzedaży: 2 monety w epoce I, 3 w epoce II, 4 w epoce III.
    • Efekt „sprzedaż o 1 drożej” dodaje 1 monetę do każdej sprzedaży.
    • W fazie A jedna z twoich dwóch kart zawsze trafia na stos; w fazie B kart się nie odkłada.
    .title = Kupowanie i sprzedawanie kart
rules-income =
    • Dochód jest dwa razy na epokę: po rundach dobierania w fazie A i po braniu odkrytych kart w fazie B.
    • Każdy gracz dostaje tyle monet, ile wskazuje jego tor dochodu (żółty). Sam tor się nie zmienia.
    • Tor dochodu mogą podnieść żółte karty, niektóre fioletowe karty, przyłączone kolonie i popiersia.
    • Fioletowy efekt może dodać monety: 2 monety za każdy z torów siła militarna, kultura i żywność, który jest wyższy niż twój dochód (najwyżej 6).
    .title = Dochód
rules-colonies =
    • Dwa razy na epokę, po dochodzie: zaczynając od gracza rozpoczynającego, każdy może zdobyć jedną kolonię.
    • Poziom wymagania kolonii może być najwyżej równy twojej sile militarnej. Poziomy: 3, 9, 15, 21, 30.
    • Każdy gracz może mieć w całej grze najwyżej jedną kolonię każdego poziomu; kolejność poziomów jest dowolna.
    • Bierzesz wierzchni kafel ze stosu danego poziomu i widzisz tylko jego wierzch (stronę z monetami).
    • Zdecyduj od razu: splądruj (dostajesz podane monety; kafel zostaje wierzchem do góry, a jego spód nigdy nie zostanie odkryty) albo przyłącz (płacisz podane monety, odwracasz kafel i dodajesz wartości torów ze spodu). Później nie można tego zmienić.
    • Na koniec dostajesz punkty z widocznej strony; spód jest wart co najmniej tyle co wierzch.
    • Kolonii nigdy się nie traci, nawet gdy siła militarna później spadnie.
    .title = Kolonie
rules-statues =
    • Dwa razy na epokę, po zdobyciu kolonii: każdy gracz może wykuć jedno z 4 popiersi na swojej planszetce.
    • Wymaganie kultury popiersia może być najwyżej równe twojej kulturze. Każde popiersie można wykuć raz, w dowolnej kolejności.
    • Przy wykuwaniu połóż na popiersiu jeden nieużyty żeton bonusu:
    • odkryty: tor w kolorze żetonu rośnie o wartość premii popiersia;
    • zakryty: na koniec dostajesz wartość premii jako dodatkowe punkty.
    • Wykute popiersie daje na koniec swoje wydrukowane punkty. Popiersia i ich żetony już się nie zmieniają i nigdy się ich nie traci.
    • Żetonów bonusu jest mało (po 2 każdego koloru na całą grę), a potrzebne są też do srebrnych pieczęci.
    .title = Popiersia
rules-feeding =
    • Raz na epokę, w fazie B po popiersiach.
    • Policz swoje karty epok wszystkich kolorów, także fioletowe (bez karty startowej, kolonii i popiersi).
    • Jeśli twoja żywność jest co najmniej równa tej liczbie, nic się nie dzieje.
    • W przeciwnym razie odrzucaj wybrane karty, po jednej, aż ich liczba zrówna się z żywnością. Opuszczają grę i nie dostajesz za nie monet.
    • Każda odrzucona karta zabiera swoje wartości torów; odrzucenie zielonej karty obniża żywność, więc może być trzeba odrzucić kolejne.
    • Odrzucona fioletowa karta traci swój efekt.
    • Fioletowe efekty pomagają: zapłać 2 monety za kartę zamiast ją odrzucać (najwyżej 6 kart) albo dostań 3 monety za każdy punkt żywności ponad liczbę kart (najwyżej 12).
    .title = Wyżywienie ludności
rules-medals =
    • Ostatni etap każdej epoki. Kup dowolną liczbę pieczęci, w całej grze najwyżej 2 srebrne i 2 złote.
    • Srebrna kosztuje 4 monety w epoce I, 9 w epoce II, 20 w epoce III.
    • Złota kosztuje 6 monet w epoce I, 12 w epoce II, 30 w epoce III.
    • Srebrna: połóż nieużyty żeton bonusu odkryty na polu srebrnej pieczęci. Na koniec daje połowę wartości toru w kolorze żetonu, zaokrągloną w górę. Obie srebrne pieczęcie mogą mieć ten sam kolor.
    • Złota: na koniec każda złota pieczęć daje 7 punktów za każdy pełny zestaw 5 różnych kolorów (fioletowy się liczy). Liczba zestawów to najmniejsza liczba kart spośród pięciu kolorów.
    • Fioletowy efekt obniża ceny pieczęci: srebrna 4 w epoce II i 15 w epoce III; złota 6 w epoce II i 22 w epoce III.
    .title = Srebrne i złote pieczęcie
rules-purple-cards =
    • Każda epoka ma 14 fioletowych kart: 10 bez gwiazdki i 4 z gwiazdką (★). Gra podstawowa pomija te z gwiazdką.
    • Fioletowa karta ma albo mieszane wartości torów, albo specjalny efekt, a do tego koszt i punkty.
    • Fioletowe karty liczą się jak każde inne: przy wyżywieniu, w zestawach pięciu kolorów i przy zniżce za kolor.
    • Efekt działa od chwili zakupu karty, dopóki ją masz.
    • Jeśli karta zostanie odrzucona (na przykład przy wyżywieniu), jej trwałe premie są cofane; zdobyte już monety zostają.
    • Efekty punktujące liczą się tylko wtedy, gdy masz kartę także na końcu.
    • Przykłady: sprzedaż o 1 drożej, tańsze pieczęcie, monety zamiast odrzucania kart, dwie kolonie na etap, wymagania niższe o 4.
    Efekt każdej karty pokaże /karta.
    .title = Fioletowe karty
rules-scoring =
    Po epoce III każdy gracz sumuje:
    • Kolonie: punkty z widocznej strony.
    • Popiersia: punkty każdego wykutego popiersia oraz wartości zakrytych żetonów.
    • Srebrne pieczęcie: każda połowę wartości toru swojego żetonu, zaokrągloną w górę.
    • Złote pieczęcie: 7 punktów × pełne zestawy pięciu kolorów × złote pieczęcie. Fioletowy efekt dodaje 4 punkty za zestaw.
    • Karty: punkty wydrukowane na twoich kartach.
    • Monety: 1 punkt za każde 5 monet; resztę zatrzymujesz.
    Wygrywa najwyższa suma.
    .title = Punktacja końcowa
rules-ties =
    • Jeśli najwyższą sumę ma kilku graczy, wygrywa ten z nich, komu po punktacji zostało najwięcej monet (tych, które nie dały pełnej piątki).
    • Jeśli nadal jest remis, dzielą się zwycięstwem.
    .title = Remis
rules-advanced-game =
    • Karty startowe: zamiast strony A dla wszystkich każdy gracz wybiera stronę A albo B swojej karty startowej.
    • Fioletowe karty: używa się wszystkich 14 fioletowych kart każdej epoki, także 4 z gwiazdką (★).
    • Efekty z gwiazdką: +1 na torze za każdą kartę jednego koloru; wyżywienie za monety; monety za nadwyżkę żywności; dodatkowe monety przy dochodzie; 4 monety za kolonię; dowolny kolor w zestawach dla złotych pieczęci; dwie kolonie i dwa popiersia na etap; wymagania niższe o 4; płacenie monetami za brakujące wymagania.
    • Wszystko inne jest jak w grze podstawowej.
    • Wybierasz ją opcją wariant w /hadara nowa.
    .title = Gra zaawansowana
rules-hidden-information =
    • Kolejność i zawartość talii są tajne; jawna jest tylko liczba kart.
    • 2 dobrane karty widzisz tylko ty; wszyscy wybierają w tajemnicy, a wybory zostają ujawnione, gdy wybiorą wszyscy.
    • Odrzucone karty leżą odkryte, ale widać tylko wierzchnią kartę każdego stosu; wielkości stosów są jawne.
    • Karty sprzedane w fazie A nigdy nie są pokazywane. Karty sprzedane w fazie B leżały odkryte, więc wszyscy je znają.
    • Kolonie: widać tylko wierzch górnego kafla każdego stosu; spód zostaje pokazany dopiero wtedy, gdy ktoś kolonię przyłączy.
    • Jawne są: karty, tory, monety, popiersia, pieczęcie i kolonie wszystkich graczy.
    • W rundach dobierania bot wysyła ci twoje dwie karty w wiadomości prywatnej; /hadara ręka pokaże je ponownie.
    .title = Ukryte informacje
