## Ошибки (ids из bot/manager.py и слоя Discord)

error-no-game = В этом канале нет игры. Начните её командой /hadara новая.
error-channel-busy = В этом канале уже идёт игра. Сначала закончите или прервите её либо начните новую в другом канале или ветке.
error-not-in-lobby = Игра уже началась; это возможно только в лобби.
error-already-joined = Вы уже участвуете в этой игре.
error-game-full = В игре нет свободных мест.
error-not-a-player = Вы не участвуете в этой игре.
error-creator-only = Это может сделать только создатель игры.
error-creator-cannot-leave = Создатель не может покинуть лобби; используйте /hadara прервать.
error-not-enough-players = Для начала нужны хотя бы два игрока.
error-need-human = Нужен хотя бы один игрок-человек.
error-not-your-turn = Сейчас не ваш ход.
error-not-your-menu = Это меню игрока { $name }. Выберите в меню со своим именем.
error-out-of-date = Этот запрос устарел; вот текущий.
error-already-handled = Это нажатие уже обработано.
error-game-over = Игра уже закончилась.
error-illegal = Этот ход запрещён: { $reason ->
    [not_enough_coins] у вас не хватает монет.
    [requirement_not_met] требование не выполнено.
    [already_chosen] вы уже сделали выбор.
    [already_taken] это уже занято.
    [limit_reached] достигнут предел.
    [no_tile] у вас нет бонусного жетона этого цвета.
    [tile_required] нужен бонусный жетон.
    [pile_empty] эта стопка пуста.
    [not_owned] у вас нет этой карты.
    [not_needed] это не требуется.
    [wrong_step] это не относится к этому этапу.
    [unknown_card] неизвестная карта.
    [unknown_target] неизвестная цель.
    [game_over] игра окончена.
   *[other] { $reason }.
}
error-bad-action = Эта кнопка не описывает ход этой игры.
error-no-permission = Для этого нужно право «Управлять каналами» (или быть создателем игры).
error-unknown-ai-level = Неизвестный уровень ИИ.
error-backend-unsupported = Эта база данных пока не поддерживается.
error-internal = У нас что-то пошло не так; попробуйте ещё раз.
error-bot-permissions = В этом канале мне не хватает прав: { $permissions }. Попросите администратора сервера выдать их и попробуйте снова.
error-dm-only = Используйте эту команду в канале сервера.

## Объявления (публичные, на языке игры)

notice-dms-closed = { $player }, я не могу отправлять вам личные сообщения: используйте /hadara рука, чтобы увидеть карты и сделать выбор.
notice-replaced = { $player } слишком долго отсутствует; за этот ход сыграл ИИ.
notice-abandoned = Игра прервана.
notice-started = Игра начинается!
notice-reminder = { $player }, игра ждёт вашего хода.
notice-not-acting = Сейчас вам нечего решать.
notice-ai-moves = Игроки-ИИ думают…

## Лобби

lobby-title = Hadara — новая игра
lobby-body = Создатель: { $creator } · { $variant } · до { $max } { $max ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    }.
    Напоминание через { $reminder } ч, ИИ заменяет отсутствующих игроков через { $replace } ч.
lobby-seats = Игроки ({ $count }/{ $max })
lobby-ai-seat = { $name } (ИИ, { $level })
lobby-started = Игра началась.
lobby-abandoned = Эта игра прервана.
lobby-join = Войти
lobby-leave = Выйти
lobby-ai-easy = + ИИ (лёгкий)
lobby-ai-normal = + ИИ (обычный)
lobby-ai-strong = + ИИ (сильный)
ai-level-easy = лёгкий
ai-level-normal = обычный
ai-level-strong = сильный
lobby-start = Начать

## Стол, запросы, конец

table-title = Hadara · { $progress }
table-waiting = Ожидаем: { $names }
table-link = Игра { $id }
prompt-your-move = { $mentions } — ваш ход.
table-secret = Все выбирают тайно, в личных сообщениях (кнопка ниже покажет ваши варианты и здесь).
table-menus = Каждый из вас выбирает в меню со своим именем ниже.
ping-your-move = { $mentions } — ваш ход в «Хадаре»: { $link }
prompt-private = Ваши карты: { $progress }. Выберите ниже.
prompt-private-channel = Игра в канале { $channel }.
prompt-none = Сейчас вам нечего решать.
finished-title = Игра окончена
finished-winner = { $count ->
    [one] Победитель: { $names }!
   *[other] Победители: { $names }!
}
finished-scores = { $name }: { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}

## Кнопки и меню

btn-side = Сторона { $side } ({ $coins } { $coins ->
    [one] монета
    [few] монеты
    [many] монет
   *[other] монеты
})
btn-wheel = Положение { $rotation }
btn-buy = Купить { $card } ({ $price })
btn-buy-tile = Купить { $card } ({ $price }), жетон { $tile }
btn-sell = Продать { $card } (+{ $coins })
btn-colony-plunder = Колония { $level }: разграбить (+{ $coins })
btn-colony-integrate = Колония { $level }: присоединить (−{ $coins })
btn-statue-up = Статуя { $statue } ({ $culture }): жетон { $tile } лицом вверх
btn-statue-down = Статуя { $statue } ({ $culture }): жетон { $tile } лицом вниз
btn-feed-remove = Сбросить { $card }
btn-feed-pay = Вместо этого заплатить { $coins } { $coins ->
    [one] монету
    [few] монеты
    [many] монет
   *[other] монеты
}
btn-silver = Серебряная медаль, жетон { $tile } ({ $coins })
btn-gold = Золотая медаль ({ $coins })
btn-pass = Пас
btn-show-choices = Показать мои варианты
select-statue = Статуя { $statue } (культура { $culture })
select-colony = Колония уровня { $level }
select-pile = Стопка ({ $color }): { $card }
select-feed = Сбросить карту
select-silver = Серебряная медаль
select-choose = Выберите…
select-for = { $name }: выберите…

## Журнал игры (публичные события)

log-title = Последние ходы
log-empty = Ходов пока нет.
log-setup = Игра подготовлена.
log-initiative_coin = { $player } получает { $coins } { $coins ->
    [one] монету
    [few] монеты
    [many] монет
   *[other] монеты
} за позднюю инициативу.
log-epoch = Начинается эпоха { $epoch }; первый игрок — { $player }.
log-wheel = { $player } поворачивает колесо в положение { $rotation }.
log-round = Раунд взятия карт { $round }.
log-chosen = { $player } делает выбор.
log-discard = { $player } сбрасывает { $card } в стопку: { $pile }.
log-buy = { $player } покупает { $card } за { $price }.
log-sell = { $player } продаёт карту за { $coins }.
log-sell-card = { $player } продаёт { $card } за { $coins }.
log-income = { $player } получает доход { $coins }.
log-colony = { $player } { $mode ->
    [integrate] присоединяет
   *[plunder] разграбляет
} колонию уровня { $level }.
log-colony_pass = { $player } больше не берёт колонии.
log-colony_none = { $player } не может захватить колонию.
log-statue = { $player } создаёт статую { $statue }.
log-statue_pass = { $player } больше не создаёт статуи.
log-phase = Начинается фаза { $phase }.
log-take = { $player } берёт { $card } из стопки: { $pile }.
log-feed_surplus = { $player } получает { $coins } за излишек продовольствия.
log-hunger = { $player } должен сбросить { $cards } { $cards ->
    [one] карту
    [few] карты
    [many] карт
   *[other] карты
}.
log-feed_remove = { $player } сбрасывает { $card }.
log-feed_pay = { $player } платит { $coins } { $coins ->
    [one] монету
    [few] монеты
    [many] монет
   *[other] монеты
} вместо сброса карты.
log-medal_pass = { $player } больше не покупает медали.
log-silver = { $player } покупает серебряную медаль за { $coins }.
log-gold = { $player } покупает золотую медаль за { $coins }.
log-game_over = Игра окончена.
log-draw = Вы берёте: { $cards }.
log-choice = Ваш выбор: { $action }.
log-sell_secret = Вы продали: { $card }.
log-other = { $kind }

## Команды (значение — описание, .name — имя команды или параметра в Discord)

cmd-hadara = Играть в «Хадару» в этом канале
    .name = hadara
cmd-hadara-new = Открыть лобби новой партии «Хадары»
    .name = новая
cmd-hadara-status = Снова показать стол игры в этом канале
    .name = статус
cmd-hadara-hand = Показать ваши личные варианты (видите только вы)
    .name = рука
cmd-hadara-log = Показать последние ходы
    .name = журнал
cmd-hadara-abandon = Прервать игру в этом канале
    .name = прервать
cmd-games = Список идущих игр на этом сервере
    .name = игры
cmd-help = Как играть с этим ботом
    .name = помощь
opt-variant = Базовая или продвинутая игра
    .name = вариант
opt-max-players = Сколько игроков может присоединиться (2–5)
    .name = макс_игроков
opt-reminder-hours = Сколько часов ждать перед напоминанием игроку
    .name = часы_напоминания
opt-replace-hours = Через сколько часов ИИ ходит за отсутствующего игрока
    .name = часы_замены
opt-thread = Открыть игру в новой ветке
    .name = ветка
choice-basic = Базовая
choice-advanced = Продвинутая

## Другие ответы на команды

games-title = Идущие игры
games-none = На этом сервере нет идущих игр.
games-line = { $link } — { $status }, { $players }
status-lobby = лобби
status-running = идёт
thread-name = Hadara: { $name }
new-opened = Лобби открыто: { $link }
abandoned = Игру прервал(а) { $user }.
help-text = **Hadara** для 2–5 игроков, при желании с игроками-ИИ.
    • /hadara новая — открыть лобби (базовая/продвинутая игра, число игроков, таймеры).
    • Нажмите «Войти», при желании добавьте игроков-ИИ (лёгкий, обычный или сильный), затем «Начать» (начинает создатель).
    • В раундах взятия карт каждый игрок получает личное сообщение с двумя картами и кнопками; если личные сообщения закрыты, используйте /hadara рука.
    • Остальные решения появляются в канале; нажимать кнопки может только игрок, чей сейчас ход.
    • /hadara статус снова показывает стол, /hadara журнал — последние ходы, /hadara прервать прерывает игру.
    • /игры показывает идущие игры этого сервера.
    • /правила объясняет часть правил, /карта показывает карту и её действие.

opt-language = Язык публичных сообщений и изображений игры (по умолчанию — настройка сервера)
    .name = язык
opt-settings-language = Язык новых игр на этом сервере
choice-lang-en-US = English
choice-lang-cs = Čeština
choice-lang-pl = Polski
choice-lang-ru = Русский
cmd-settings = Настройки бота на этом сервере (нужно право «Управлять сервером»)
    .name = настройки
cmd-settings-language = Язык новых игр на этом сервере по умолчанию
    .name = язык
settings-language-set = Новые игры на этом сервере будут идти на языке: { $language }.

# Discord's own names of the permissions the bot needs.
perm-view-channel = Просматривать канал
perm-send-messages = Отправлять сообщения
perm-send-messages-in-threads = Отправлять сообщения в ветках
perm-embed-links = Встраивать ссылки
perm-attach-files = Прикреплять файлы
perm-read-message-history = Читать историю сообщений
perm-create-public-threads = Создавать публичные ветки
