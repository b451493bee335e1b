## /<game> …: the standard subcommands of every game's generated command group
## (bot/cogs/game_commands.py); a game's catalogue may define cmd-<game>-<subcommand>
## to word one its own way.

cmd-game-new = Открыть лобби новой партии
    .name = новая
cmd-game-status = Снова показать стол игры в этом канале
    .name = статус
cmd-game-hand = Показать ваши личные варианты (видите только вы)
    .name = рука
cmd-game-board = Показать планшет игрока (видите только вы)
    .name = планшет
cmd-game-log = Показать последние ходы
    .name = журнал
cmd-game-export = Скачать эту игру файлом (получите его только вы)
    .name = экспорт
cmd-game-abandon = Прервать игру в этом канале
    .name = прервать
cmd-game-replay = Пройти партию ход за ходом
    .name = повтор
