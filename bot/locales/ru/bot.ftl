## Ошибки (ids из bot/manager.py и слоя Discord)

error-no-game = В этом канале нет игры. Какие игры можно здесь начать, покажет /помощь.
error-channel-busy = В этом канале уже идёт игра. Сначала закончите или прервите её либо начните новую в другом канале или ветке.
error-not-in-lobby = Игра уже началась; это возможно только в лобби.
error-already-joined = Вы уже участвуете в этой игре.
error-game-full = В игре нет свободных мест.
error-not-a-player = Вы не участвуете в этой игре.
error-creator-only = Это может сделать только создатель игры.
error-creator-cannot-leave = Создатель не может покинуть лобби; используйте { $abandon }.
error-not-enough-players = Для начала нужны хотя бы два игрока.
error-need-human = Нужен хотя бы один игрок-человек.
error-not-your-turn = Сейчас не ваш ход.
error-not-your-menu = В этом меню выбирает { $name }. Выберите в меню со своим именем.
error-out-of-date = Этот запрос устарел; вот текущий.
error-already-handled = Это нажатие уже обработано.
error-game-over = Игра уже закончилась.
error-illegal =
    Этот ход запрещён: { $reason ->
        [not_enough_coins] у вас не хватает монет.
        [requirement_not_met] условие не выполнено.
        [already_chosen] вы уже сделали выбор.
        [already_taken] это уже занято.
        [limit_reached] достигнут лимит.
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

notice-dms-closed = { $player }, я не могу отправлять вам личные сообщения: используйте { $hand }, чтобы увидеть карты и сделать выбор.
notice-replaced = { $player } слишком долго отсутствует, поэтому это решение вместо игрока примет ИИ.
notice-abandoned = Игра прервана.
notice-started = Игра начинается!
notice-reminder = { $player }, игра ждёт вашего хода.
notice-not-acting = Сейчас вам нечего решать.
notice-ai-moves = Игроки-ИИ думают…

## Лобби

lobby-title = { $game } — новая игра
lobby-body =
    Создатель: { $creator } · { $variant } · до { $max } { $max ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    }.
    Напоминание через { $reminder } ч, ИИ заменяет отсутствующих игроков через { $replace } ч.
lobby-away = { $away ->
        [0] Объявленное отсутствие ({ $command }) эту игру не задерживает.
       *[other] Отсутствующего игрока ({ $command }) ждут не дольше { $away } ч.
    }
lobby-seats = Игроки ({ $count }/{ $max })
lobby-ai-seat = { $name } (ИИ, { $level })
lobby-started = Игра началась.
lobby-abandoned = Эта игра прервана.
lobby-join = Присоединиться
lobby-leave = Выйти
lobby-ai-easy = + ИИ (лёгкий)
lobby-ai-normal = + ИИ (обычный)
lobby-ai-strong = + ИИ (сильный)
ai-level-easy = лёгкий
ai-level-normal = обычный
ai-level-strong = сильный
lobby-start = Начать

## Стол, запросы, конец

table-title = { $gamename } · { $progress }
table-waiting = Ожидаем: { $names }
table-link = Игра { $id }
prompt-your-move = { $mentions } — ваш ход.
table-secret = Все выбирают тайно, в личных сообщениях (кнопка ниже покажет ваши варианты и здесь).
# One named player answers in private (who, and what they decide when that is public).
table-private = { $who } — ответ { table-private-how }
table-private-how = в личных сообщениях (кнопка ниже покажет ваши варианты и здесь).
table-menus = Каждый из вас выбирает в меню со своим именем ниже.
ping-your-move = { $mentions } — ваш ход в игре «{ $gamename }»: { $link }
prompt-private = Ваше решение ({ $progress }). Выберите ниже.
# What is asked of the player (the game's own words), then where the game stands.
prompt-titled = **{ $title }** · { $progress }
prompt-private-channel = Игра в канале { $channel }.
prompt-none = Сейчас вам нечего решать.
prompt-at-table = Вы играете за столом в канале { $channel }, поэтому ваши ходы видны там. Следующее решение, которое вас ждёт, придёт сюда.
finished-title = Игра окончена
finished-winner =
    { $count ->
        [one] Победитель: { $names }!
       *[other] Победители: { $names }!
    }
finished-scores =
    { $name }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
# After a final score: the player left the game by resigning (ranked below the others).
finished-resigned = выход из игры
btn-show-choices = Показать мои варианты
select-choose = Выберите…
select-for = { $name }: выберите…

## Журнал игры (публичные события)

log-title = Последние ходы
log-empty = Ходов пока нет.
log-other = { $kind }
cmd-games = Игры на этом сервере: идущие и завершённые
    .name = игры
cmd-help = Как играть с этим ботом
    .name = помощь
opt-reminder-hours = Сколько часов ждать перед напоминанием игроку
    .name = часы_напоминания
opt-replace-hours = Через сколько часов ИИ ходит за отсутствующего игрока
    .name = часы_замены
opt-thread = Открыть игру в новой ветке
    .name = ветка

## Другие ответы на команды

games-title = Идущие игры
games-none = На этом сервере нет идущих игр.
games-line = { $link } — { $game }: { $status }, { $players }
status-lobby = лобби
status-running = идёт
thread-name = { $game }: { $name }
new-opened = Лобби открыто: { $link }
abandoned = { $user } прерывает игру.
help-text = Играйте здесь с друзьями в настольные игры, при желании с игроками-ИИ: { $games }.
    • /<игра> новая открывает лобби; нажмите «Присоединиться», при желании добавьте ИИ (лёгкий, обычный или сильный), затем «Начать» (начинает создатель).
    • Игра живёт в одном сообщении со столом в канале; его кнопками может пользоваться только тот, чей сейчас ход. Тайные решения приходят в личные сообщения; если они у вас закрыты, используйте /<игра> рука.
    • /<игра> статус снова покажет стол, /<игра> планшет — планшет игрока, /<игра> журнал — последние ходы, /<игра> прервать — завершит игру.
    • /игры — список идущих игр этого сервера; /правила объясняют правило, /карта показывает карту.
    • /мои_игры — ваши игры на всех серверах; /уведомления и /отсутствие — как вы узнаёте о своём ходе и когда вас нет; /рейтинг и /статистика — рейтинги и ваши результаты; /приватность — что бот хранит о вас и как это удалить.
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

select-open = Открыть…

btn-back = ◀ Назад

error-unknown-game = В эту игру ({ $game }) бот больше не играет.

error-out-of-date-nothing = Этот выбор устарел, и сейчас вам нечего решать.

error-not-started = Игра ещё не началась.

error-no-such-player = Этот человек не играет в этой игре.

error-no-board = В этой игре нет планшетов игроков, которые можно показать.

error-no-permission-server = Чтобы менять настройки бота на этом сервере, нужно право «Управлять сервером».

board-title = Планшет: { $player }

opt-game = Какая игра (по умолчанию — та, что в этом канале)
    .name = игра

opt-player = Чей планшет (по умолчанию — ваш)
    .name = игрок
opt-variant = Вариант игры
    .name = вариант
opt-max-players = Сколько игроков может присоединиться
    .name = макс_игроков

error-bad-options = С этими настройками игру начать нельзя: { $detail }

## Seats, /<game> board by seat, the game of another command group

# An AI seat's name ("AI 1"), whatever name it was stored with.
ai-seat-name = ИИ { $n }
opt-seat = Чей планшет, по номеру места (и игроков ИИ)
    .name = место
error-no-such-seat = В этой игре нет места { $seat } (места 1–{ $count }).
error-other-game = В этом канале идёт игра { $gamename }: используйте её собственные команды ({ $command } …).
error-no-thread-here = Новую ветку можно открыть только из текстового канала: начните игру здесь без параметра ветки или в самом канале.

btn-confirm = Подтвердить: { $action }

## A game whose saved state no longer loads after an update of the bot (bot/manager/faults.py)
# Public, once, with the Retry and Abandon buttons.
fault-notice = ⚠️ Эту игру нельзя продолжить после обновления бота (её сохранённое состояние не загружается); создатель игры или администратор может после исправления попробовать возобновить её или прервать.
# The answer to every click and command on such a game.
fault-game = Игра остановлена: после обновления бота её сохранённое состояние не загружается, и создатель игры или администратор может возобновить её или прервать.
fault-btn-retry = Повторить
fault-btn-abandon = Прервать игру
fault-retry-failed = Игра по-прежнему не загружается, поэтому остаётся остановленной.
# The notice, edited once the game goes on or is abandoned.
fault-resumed = Игра снова загружается и продолжается: стол ниже.
fault-abandoned = Игра прервана; её сохранённое состояние не удалено.
fault-no-permission = Это может сделать только создатель игры или участник с правом «Управлять сервером» или «Управлять каналами».
fault-not-stopped = Эта игра больше не остановлена.
# Its status in /games list.
fault-status = остановлена: не загружается
