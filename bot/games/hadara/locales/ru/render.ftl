# Тексты на изображениях (соответствуют render/i18n.py; ids должны совпадать точно).

already-have-level = Этот уровень уже есть
available = доступно
buy = Купить
buy-result = Монеты { $before } → { $after }
cannot-afford = Не хватает монет
card-count = { $count } { $count ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}
cards = Карты
carved = создана
cat-cards = Карты
cat-coins = Монеты (1 за 5)
cat-colonies = Колонии
cat-gold = Золотые медали
cat-silver = Серебряные медали
cat-statues = Статуи
chosen = выбрано
coat-dragon = Дракон
coat-lion = Лев
coat-monkey = Обезьяна
coat-pegasus = Пегас
coat-scarab = Скарабей
coins = Монеты
colonies = Колонии
colony-empty = Стопка пуста
colony-left = Осталось { $count }
colony-level = Уровень { $level }
color-blue = Синий
color-green = Зелёный
color-letter-blue = С
color-letter-green = З
color-letter-purple = Ф
color-letter-red = К
color-letter-yellow = Ж
color-purple = Фиолетовый
color-red = Красный
color-yellow = Жёлтый
cost = Стоимость
deck-size = Колода { $count }
decks = Колоды и стопки сброса
discount-next = Следующие карты ({ $color }) на 1 дешевле
effect = Эффект
effect-P-I-1 = Продавая карту, получайте на 1 монету больше её цены продажи.
effect-P-I-2 = При покупке положите на эту карту свой бонусный жетон: этот счётчик +2.
effect-P-I-3 = +1 культуры за каждую вашу синюю карту, сейчас и позже.
effect-P-I-4 = +1 сельского хозяйства за каждую вашу зелёную карту, сейчас и позже.
effect-P-I-5 = +1 экономики за каждую вашу жёлтую карту, сейчас и позже.
effect-P-I-6 = +1 военного дела за каждую вашу красную карту, сейчас и позже.
effect-P-II-1 = Каждая статуя с жетоном лицом вверх даёт своему счётчику ещё +2; каждый жетон лицом вниз — ещё 2 ПО.
effect-P-II-2 = Медали дешевле: серебряная II 4, III 15; золотая II 6, III 22.
effect-P-II-3 = Если при обеспечении продовольствием нужно сбросить карты, платите вместо этого 2 монеты за карту (не более 6).
effect-P-II-4 = При обеспечении продовольствием 3 монеты за каждое деление сверх числа ваших карт (не более 12).
effect-P-II-5 = При доходе 2 монеты за военное дело, культуру и сельское хозяйство выше экономики (не более 6).
effect-P-II-6 = Каждый раз, захватывая колонию, получайте 4 монеты.
effect-P-III-1 = Одна серебряная медаль приносит полное значение счётчика, а не половину.
effect-P-III-2 = В конце 4 ПО за каждый полный набор из пяти цветов.
effect-P-III-3 = Для золотых медалей эта карта считается картой любого одного цвета.
effect-P-III-4 = На каждом таком этапе захватите до двух колоний и создайте до двух статуй.
effect-P-III-5 = Ваши требования для колоний и статуй ниже на 4.
effect-P-III-6 = Не хватает до требования колонии или статуи? Платите 3 монеты за каждое недостающее деление (не более 10 за этап).
effect-short-P-I-1 = Продажа на 1 дороже
effect-short-P-I-2 = Бонусный жетон +2
effect-short-P-I-3 = +1 культуры за синюю
effect-short-P-I-4 = +1 с/х за зелёную
effect-short-P-I-5 = +1 экономики за жёлтую
effect-short-P-I-6 = +1 военного за красную
effect-short-P-II-1 = Статуи +2
effect-short-P-II-2 = Дешёвые медали
effect-short-P-II-3 = Еда за монеты
effect-short-P-II-4 = Излишек еды платит
effect-short-P-II-5 = Бонус к доходу
effect-short-P-II-6 = Колония +4 монеты
effect-short-P-III-1 = Полная серебряная
effect-short-P-III-2 = 4 за набор цветов
effect-short-P-III-3 = Любой цвет
effect-short-P-III-4 = По две за этап
effect-short-P-III-5 = Требования −4
effect-short-P-III-6 = Оплата требований
effects = Эффекты
epoch = Эпоха { $epoch }
epoch-card = Эпоха { $epoch } · { $color }
face-down = лицом вниз
face-up = лицом вверх
first-player = Первый игрок
gold = Золото
gold-cost = Золотая медаль: { $coins } { $coins ->
    [one] монета
    [few] монеты
    [many] монет
   *[other] монеты
}
gold-preview = Сейчас { $sets } { $sets ->
    [one] полный набор
    [few] полных набора
    [many] полных наборов
   *[other] полного набора
}
gold-sets = { $sets } { $sets ->
    [one] набор
    [few] набора
    [many] наборов
   *[other] набора
} × { $medals } зол.
initiative = Инициатива { $value }
integrate = Присоединить
integrate-cost = −{ $coins }
integrated = Присоединена
medals = Медали
medals-left = Свободно: серебряных { $silver }, золотых { $gold }
more = ещё +{ $count }
nobody = никто
none = —
not-your-turn = Сейчас решать нечего
other-card = Вторая карта уходит в сброс лицом вверх
out-of-game = Вне игры: { $count }
pass = Пас
pay-instead = Заплатить 2 монеты вместо сброса
phase-A = Фаза А
phase-B = Фаза Б
phase-end = Игра окончена
phase-setup = Подготовка
pile-empty = Сброса нет
pile-size = Сброс { $count }
players = Игроки
plunder = Разграбить
plunder-gain = +{ $coins }
plundered = Разграблена
points-short = { $points } ПО
price = Цена { $coins }
price-discount = Цена { $coins } (стоимость { $cost } − { $discount })
prompt-colony = Захватите одну колонию или спасуйте
prompt-draft = Оставьте одну карту (купите или продайте); вторая уходит в стопку: { $color }
prompt-feed = Уберите карты: { $count } (с/х { $food }, карт { $cards })
prompt-medal = Купите медали или спасуйте
prompt-over = Игра окончена
prompt-side = Выберите сторону А или Б своей стартовой карты
prompt-statue = Создайте одну статую с бонусным жетоном или спасуйте
prompt-take = Возьмите верхнюю карту стопки, затем купите или продайте её
prompt-wheel = Выберите, куда указывают гербы в раунде 1
remove-card = Сбросить
requirement = Нужно: { $track } { $value }
requirement-met = Требование выполнено
requirement-missing = Не хватает { $missing }
rotation = Положение { $value }
sale-back = Продажа за { $coins }
score-live = Текущий счёт
score-so-far = Очки сейчас
score-title = Итоговый подсчёт
sell = Продать
sell-result = Монеты { $before } → { $after }
sets = Наборы { $count }
setup-side = Стартовая сторона { $side }
side = Сторона { $side }
silver = Серебро
silver-cost = Серебряная медаль: { $coins } { $coins ->
    [one] монета
    [few] монеты
    [many] монет
   *[other] монеты
}
silver-preview = Сейчас стоит { $points }
silver-value = Серебро: { $points } ПО
starred = ★ продвинутая
statue-bonus = Бонус { $value }
statue-need = Культура { $value }
statues = Статуи
step-colony = Захват колонии
step-draft = Раунд взятия карт { $round } из 5
step-feed = Обеспечение продовольствием
step-medal = Покупка медалей
step-over = Итоговый подсчёт
step-side = Выбор стороны стартовой карты
step-statue = Создание статуи
step-take = Взятие открытых карт
step-wheel = Установка колеса
tiebreak = Оставшиеся монеты
tiles-left = Оставшиеся бонусные жетоны
to-act = Очередь хода
total = Итого
track-change = { $before } → { $after }
track-culture = Культура
track-food = Сельское хозяйство
track-income = Экономика
track-military = Военное дело
tracks = Счётчики
unavailable = недоступно
variant-advanced = Продвинутая игра
variant-basic = Базовая игра
waiting = Ожидаем: { $names }
wheel = Колесо
winner = Победитель
your-holdings = Вы
your-turn = Ваше решение

# Картинки решений и раскладка для телефона
winners = Победители
colony-need = Требование
points = Очки
points-gain = Очки: { $points }
medals-change = Медали и статуи: { $points }
pile-under = Карт под ней: { $count }
requirement-pay = Не хватает { $missing }: заплатите { $coins } { $coins ->
    [one] монету
    [few] монеты
   *[many] монет
}
integrate-hidden = Прирост и очки скрытой стороны
tile-count = Жетоны: { $count }
feed-done = Тогда продовольствия хватит
feed-more = Затем сбросьте ещё { $count }
pay-left = ещё не более { $count } раз
silver-rule = Свободно мест: { $left } · медаль приносит половину значения счётчика (с округлением вверх)
silver-worth = { $track } { $value } → сейчас { $points } ПО
gold-worth = Полных наборов: { $sets } → сейчас { $points } ПО
gold-rule = Свободно мест: { $left } · медаль приносит 7 ПО за каждый набор из пяти цветов
wheel-rotation = Положение: колода, на которую в 1-м раунде указывает каждый герб
wheel-turns = После каждого раунда колесо поворачивается на одно деление, так что за пять раундов каждый по разу возьмёт карты из каждой колоды.
score-tiebreak-rule = При ничьей побеждает тот, у кого осталось больше монет
statue-face-up = Жетон лицом вверх: его счётчик +{ $bonus }
statue-face-down = Жетон лицом вниз: очки { $points }
