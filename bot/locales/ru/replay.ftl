## /<game> replay: a game stepped through move by move (bot/replay.py)

replay-opt-game = Код законченной партии (по умолчанию — партия этого канала)
replay-opt-public = Показать повтор законченной партии всем в канале
replay-title = Повтор · { $gamename } · { $id }
replay-move = Ход { $move }/{ $total }
replay-eyes-table = Вид: стол
replay-eyes-seat = Вид: { $name }
replay-running-note = Партия ещё идёт: только до текущего хода и только то, что видели вы.
replay-diverged = ⚠ Этот повтор расходится с сыгранной партией: правила с тех пор изменились.
replay-start = Партия начинается.
replay-no-line = { $name }: ход
replay-age = Эпоха { $age }
replay-epoch = Эпоха { $epoch }
replay-round = Раунд { $round }
replay-jump = Перейти к…
replay-see-as = Глазами игрока…
replay-see-table = Стол
replay-private-only = Идущую партию можно повторить только лично для себя.
replay-error-not-found = На этом сервере нет такой партии: { $id }
replay-error-none-here = В этом канале нечего повторять. Укажите код законченной партии в параметре «игра».
replay-error-not-yours = Листать этот повтор может только тот, кто его открыл. Откройте свой командой повтора.
replay-error-bad = Эта кнопка повтора недействительна. Откройте повтор заново.
