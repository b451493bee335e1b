## /mygames: ваши лобби и идущие игры на всех серверах (bot/cogs/mygames.py)

cmd-mygames = Ваши игры на всех серверах: сначала те, где ваш ход
    .name = мои_игры
mygames-title = Ваши игры
mygames-count = { $count ->
    [one] { $count } игра
    [few] { $count } игры
    [many] { $count } игр
   *[other] { $count } игры
} · ваш ход: { $yours }
mygames-none = На серверах, общих у вас с этим ботом, у вас нет ни идущих игр, ни лобби.
mygames-unknown-server = неизвестный сервер
mygames-line = [{ $game }]({ $link }) · { $server } · { $move } · { $wait }
mygames-your-move = **ваш ход**
mygames-move = ходит: { $names }
mygames-lobby = лобби, игроков: { $count }
mygames-waited = ждёт { $time }
mygames-more = …и ещё { $count }
wait-minutes = { $count } мин
wait-hours = { $count } ч
wait-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
