## /leaderboard, /stats, /privacy и кнопка «Реванш» (bot/cogs/social.py, bot/rematch.py,
## render/ratings.py)

cmd-leaderboard = Рейтинг игры: очки рейтинга, партии, победы и среднее место
    .name = рейтинг
opt-ladder = Какой рейтинг
    .name = игра
opt-where = Рейтинг этого сервера или общий для всех серверов
    .name = где
choice-where-server = Этот сервер
choice-where-everywhere = Все серверы
ladder-tta-simple = Сквозь века: учебная игра
ladder-tta = Сквозь века: продвинутая и полная игра

cmd-stats = Итоги игрока: партии, победы, рейтинг со временем, откуда очки
    .name = статистика
opt-stats-player = Чьи итоги (по умолчанию — ваши)
    .name = игрок
opt-stats-ladder = Какой рейтинг (по умолчанию — из вашей последней партии)
    .name = игра

cmd-privacy = Что бот хранит о вас и как это удалить
    .name = приватность

## Рейтинг

ladder-scope-server = Этот сервер
ladder-scope-everywhere = Все серверы
ladder-text = **{ $ladder }** · { $scope } · стр. { $page }/{ $pages }
ladder-empty = В этом рейтинге пока нет ни одной учтённой партии: { $ladder } · { $scope }.
ladder-unknown = Такого рейтинга нет.
ratings-ai = ИИ ({ $level })
ratings-erased = (удалённый игрок)

## Подписи на картинках (телефон показывает их шириной около 400 px)

# The decimal mark of mean places and points.
ratings-decimal = ,
ratings-img-page = стр. { $page }/{ $pages }
ratings-img-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
ratings-img-rank = #
ratings-img-player = Игрок
ratings-img-rating = Рейтинг
ratings-img-games = Партии
ratings-img-wins = Победы
ratings-img-place = Ср. место
ratings-img-empty = Пока ни одной учтённой партии.
ratings-img-over-time = Рейтинг после каждой партии
ratings-img-no-curve = График появится после второй учтённой партии.

## /stats

stats-subtitle = { $ladder } · { $scope }
stats-by-count = По числу игроков
stats-count-row = Игроков: { $count }
stats-by-variant = По варианту
stats-favourite = Любимый источник
stats-best = Самый сильный
stats-favourite-text = { $source }: { $share } % ваших очков
stats-best-text = { $source }: { $edge } к среднему за столом
stats-none-self = У вас пока нет учтённых партий в этом рейтинге: { $ladder }.
stats-none-other = Пока нет учтённых партий в рейтинге «{ $ladder }»: { $name }.
stats-none-any-self = У вас пока нет учтённых партий.
stats-none-any-other = Пока нет учтённых партий: { $name }.
stats-last = Ваши последние партии:
stats-game-line = [{ $date }]({ $link }) · место { $place }/{ $players } · { $score } очк.
stats-game-won = ★
stats-other-note = То, что показывает рейтинг: { $name }.

# Откуда очки, словами самой игры.
source-colonies = Колонии
source-statues = Статуи
source-silver = Серебряные медали
source-gold = Золотые медали
source-cards = Карты
source-coins = Монеты
source-prizes = Призы
source-culture = Культура за игру
source-events = Финальные события
source-techs = Технологии эпохи I
source-strength = Военная сила
source-happy = Улыбки
source-production = Производство

## /privacy

privacy-title = Что этот бот хранит о вас
privacy-settings-none = Ваши настройки (/notify, /away): ничего не сохранено, действуют настройки по умолчанию.
privacy-settings = Ваши настройки (/notify, /away): { $settings }
privacy-set-notify = уведомления: { $mode }
privacy-set-zone = часовой пояс: { $zone }
privacy-set-quiet = тихие часы: { $start }–{ $end }
privacy-set-digest = ежедневная сводка в { $hour }:00
privacy-set-away = отсутствие до { $until }
privacy-games = Игры с вашим местом: в лобби { $lobby } · идут { $running } · окончены { $finished } · брошены { $abandoned }
privacy-ratings = Ваши рейтинги:
privacy-ratings-none = Ваши рейтинги: нет.
privacy-rating-line = { $ladder } · { $scope }: { $rating } ±{ $pm } · партий: { $games }
privacy-recorded = Партий, учтённых в рейтингах: { $count }
privacy-how =
    Удаление стирает ваши настройки и рейтинги, а из оконченных и брошенных игр — ваше имя и учётную запись: игры остаются и воспроизводятся, ваше место обозначается только номером. Рейтинги других игроков не меняются.
    Лобби и идущие игры остаются как есть: сначала доиграйте их или выйдите.
privacy-delete = Удалить мои данные
privacy-confirm = Удалить ваши настройки, рейтинги и ваше имя в оконченных играх? Отменить это нельзя.
privacy-yes = Да, удалить
privacy-no = Отмена
privacy-done = Готово: настройки и рейтинги удалены; игр, где вас больше не видно по имени: { $count }.
privacy-kept = Ничего не удалено.
privacy-not-yours = Эти кнопки относятся к чужому /privacy.

## Реванш (кнопка под итоговым сообщением игры)

rematch-button = Реванш
rematch-not-player = Попросить реванш могут только игроки той партии.
rematch-busy = В этом канале уже идёт игра: реванш можно открыть, когда она закончится.
rematch-opened = Лобби реванша открыто: { $link }
rematch-joined = Вы присоединились к реваншу: { $link }
rematch-already = Вы уже в реванше: { $link }
