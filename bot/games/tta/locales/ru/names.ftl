# «Сквозь века»: названия карт (tta-card-<id карты>), именительный падеж единственного числа, отдельно.

## Технологии

tta-card-agriculture = Земледелие
tta-card-bronze = Бронза
tta-card-religion = Религия
tta-card-philosophy = Философия
tta-card-warriors = Воины
tta-card-despotism = Деспотизм
tta-card-irrigation = Ирригация
tta-card-iron = Железо
tta-card-theology = Теология
tta-card-alchemy = Алхимия
tta-card-bread_and_circuses = Хлеб и зрелища
tta-card-printing_press = Книгопечатание
tta-card-drama = Драма
tta-card-swordsmen = Мечники
tta-card-knights = Рыцари
tta-card-monarchy = Монархия
tta-card-theocracy = Теократия
tta-card-warfare = Военное дело
tta-card-code_of_laws = Свод законов
tta-card-cartography = Картография
tta-card-masonry = Каменная кладка
tta-card-selective_breeding = Селекция
tta-card-coal = Уголь
tta-card-organized_religion = Организованная религия
tta-card-scientific_method = Научный метод
tta-card-team_sports = Командный спорт
tta-card-journalism = Журналистика
tta-card-opera = Опера
tta-card-riflemen = Стрелки
tta-card-cavalrymen = Кавалеристы
tta-card-cannon = Пушки
tta-card-constitutional_monarchy = Конституционная монархия
tta-card-republic = Республика
tta-card-strategy = Стратегия
tta-card-justice_system = Судебная система
tta-card-navigation = Навигация
tta-card-architecture = Архитектура
tta-card-mechanized_agriculture = Механизированное земледелие
tta-card-oil = Нефть
tta-card-computers = Компьютеры
tta-card-professional_sports = Профессиональный спорт
tta-card-multimedia = Мультимедиа
tta-card-movies = Кино
tta-card-modern_infantry = Современная пехота
tta-card-tanks = Танки
tta-card-rockets = Ракеты
tta-card-air_forces = Авиация
tta-card-communism = Коммунизм
tta-card-democracy = Демократия
tta-card-fundamentalism = Фундаментализм
tta-card-military_theory = Военная теория
tta-card-civil_service = Государственная служба
tta-card-satellites = Спутники
tta-card-engineering = Инженерия

## Лидеры

tta-card-julius_caesar = Юлий Цезарь
tta-card-homer = Гомер
tta-card-moses = Моисей
tta-card-hammurabi = Хаммурапи
tta-card-aristotle = Аристотель
tta-card-alexander_the_great = Александр Македонский
tta-card-michelangelo = Микеланджело
tta-card-joan_of_arc = Жанна д’Арк
tta-card-leonardo_da_vinci = Леонардо да Винчи
tta-card-genghis_khan = Чингисхан
tta-card-christopher_columbus = Христофор Колумб
tta-card-frederick_barbarossa = Фридрих Барбаросса
tta-card-william_shakespeare = Уильям Шекспир
tta-card-james_cook = Джеймс Кук
tta-card-napoleon_bonaparte = Наполеон Бонапарт
tta-card-maximilien_robespierre = Максимилиан Робеспьер
tta-card-j_s_bach = И. С. Бах
tta-card-isaac_newton = Исаак Ньютон
tta-card-albert_einstein = Альберт Эйнштейн
tta-card-mahatma_gandhi = Махатма Ганди
tta-card-rock_and_roll_icon = Икона рок-н-ролла
tta-card-nikola_tesla = Никола Тесла
tta-card-winston_churchill = Уинстон Черчилль
tta-card-game_designer = Геймдизайнер

## Чудеса света

tta-card-hanging_gardens = Висячие сады
tta-card-library_of_alexandria = Александрийская библиотека
tta-card-colossus = Колосс Родосский
tta-card-pyramids = Пирамиды
tta-card-great_wall = Великая стена
tta-card-st_peters_basilica = Собор Святого Петра
tta-card-universitas_carolina = Карлов университет
tta-card-taj_mahal = Тадж-Махал
tta-card-transcontinental_railroad = Трансконтинентальная железная дорога
tta-card-eiffel_tower = Эйфелева башня
tta-card-kremlin = Кремль
tta-card-ocean_liner_service = Океанские лайнеры
tta-card-hollywood = Голливуд
tta-card-internet = Интернет
tta-card-first_space_flight = Первый полёт в космос
tta-card-fast_food_chains = Сети быстрого питания

## Карты действий

tta-card-engineering_genius_a = Гениальный инженер
tta-card-frugality_a = Бережливость
tta-card-ideal_building_site_a = Идеальная стройплощадка
tta-card-patriotism_a = Патриотизм
tta-card-revolutionary_idea_a = Революционная идея
tta-card-rich_land_a = Богатые земли
tta-card-work_of_art_a = Произведение искусства
tta-card-bountiful_harvest_i = Обильный урожай
tta-card-breakthrough_i = Прорыв
tta-card-efficient_upgrade_i = Эффективная модернизация
tta-card-engineering_genius_i = Гениальный инженер
tta-card-frugality_i = Бережливость
tta-card-ideal_building_site_i = Идеальная стройплощадка
tta-card-mineral_deposits_i = Залежи ископаемых
tta-card-patriotism_i = Патриотизм
tta-card-revolutionary_idea_i = Революционная идея
tta-card-rich_land_i = Богатые земли
tta-card-work_of_art_i = Произведение искусства
tta-card-bountiful_harvest_ii = Обильный урожай
tta-card-breakthrough_ii = Прорыв
tta-card-efficient_upgrade_ii = Эффективная модернизация
tta-card-engineering_genius_ii = Гениальный инженер
tta-card-frugality_ii = Бережливость
tta-card-ideal_building_site_ii = Идеальная стройплощадка
tta-card-mineral_deposits_ii = Залежи ископаемых
tta-card-patriotism_ii = Патриотизм
tta-card-revolutionary_idea_ii = Революционная идея
tta-card-rich_land_ii = Богатые земли
tta-card-wave_of_nationalism = Волна национализма
tta-card-work_of_art_ii = Произведение искусства
tta-card-bountiful_harvest_iii = Обильный урожай
tta-card-efficient_upgrade_iii = Эффективная модернизация
tta-card-endowment_for_the_arts = Меценатство
tta-card-engineering_genius_iii = Гениальный инженер
tta-card-ideal_building_site_iii = Идеальная стройплощадка
tta-card-military_build_up = Наращивание вооружений
tta-card-mineral_deposits_iii = Залежи ископаемых
tta-card-patriotism_iii = Патриотизм
tta-card-revolutionary_idea_iii = Революционная идея
tta-card-work_of_art_iii = Произведение искусства

## События

tta-card-development_of_agriculture = Развитие земледелия
tta-card-development_of_crafts = Развитие ремёсел
tta-card-development_of_markets = Развитие рынков
tta-card-development_of_politics = Развитие политики
tta-card-development_of_religion = Развитие религии
tta-card-development_of_science = Развитие науки
tta-card-development_of_settlement = Развитие поселений
tta-card-development_of_trade_routes = Развитие торговых путей
tta-card-development_of_warfare = Развитие военного дела
tta-card-no_event = Нет события
tta-card-barbarians = Варвары
tta-card-border_conflict = Пограничный конфликт
tta-card-crusades = Крестовые походы
tta-card-cultural_influence = Культурное влияние
tta-card-foray = Вылазка
tta-card-good_harvest = Хороший урожай
tta-card-immigration = Иммиграция
tta-card-new_deposits = Новые месторождения
tta-card-pestilence = Мор
tta-card-raiders = Налётчики
tta-card-rats = Крысы
tta-card-rebellion = Восстание
tta-card-reign_of_terror = Власть террора
tta-card-scientific_breakthrough = Научный прорыв
tta-card-uncertain_borders = Неясные границы
tta-card-civil_unrest = Гражданские беспорядки
tta-card-cold_war = Холодная война
tta-card-crime_wave = Волна преступности
tta-card-economic_progress = Экономический прогресс
tta-card-emigration = Эмиграция
tta-card-iconoclasm = Иконоборчество
tta-card-independence_declaration = Декларация независимости
tta-card-international_agreement = Международное соглашение
tta-card-national_pride = Национальная гордость
tta-card-popularization_of_science = Популяризация науки
tta-card-ravages_of_time = Неумолимое время
tta-card-refugees = Беженцы
tta-card-terrorism = Терроризм
tta-card-impact_of_agriculture = Влияние земледелия
tta-card-impact_of_architecture = Влияние архитектуры
tta-card-impact_of_colonies = Влияние колоний
tta-card-impact_of_competition = Влияние соперничества
tta-card-impact_of_government = Влияние правления
tta-card-impact_of_happiness = Влияние счастья
tta-card-impact_of_industry = Влияние промышленности
tta-card-impact_of_population = Влияние населения
tta-card-impact_of_progress = Влияние прогресса
tta-card-impact_of_science = Влияние науки
tta-card-impact_of_strength = Влияние силы
tta-card-impact_of_technology = Влияние технологий
tta-card-impact_of_wonders = Влияние чудес

## Территории

tta-card-developed_territory_i = Развитая территория
tta-card-fertile_territory_i = Плодородная территория
tta-card-historic_territory_i = Историческая территория
tta-card-inhabited_territory_i = Населённая территория
tta-card-strategic_territory_i = Стратегическая территория
tta-card-wealthy_territory_i = Богатая территория
tta-card-developed_territory_ii = Развитая территория
tta-card-fertile_territory_ii = Плодородная территория
tta-card-historic_territory_ii = Историческая территория
tta-card-inhabited_territory_ii = Населённая территория
tta-card-strategic_territory_ii = Стратегическая территория
tta-card-wealthy_territory_ii = Богатая территория

## Тактики

tta-card-fighting_band = Боевой отряд
tta-card-heavy_cavalry = Тяжёлая кавалерия
tta-card-legion = Легион
tta-card-light_cavalry = Лёгкая кавалерия
tta-card-medieval_army = Средневековая армия
tta-card-phalanx = Фаланга
tta-card-classic_army = Классическая армия
tta-card-conquistadors = Конкистадоры
tta-card-defensive_army = Оборонительная армия
tta-card-fortifications = Укрепления
tta-card-mobile_artillery = Мобильная артиллерия
tta-card-napoleonic_army = Наполеоновская армия
tta-card-entrenchments = Окопы
tta-card-mechanized_army = Механизированная армия
tta-card-modern_army = Современная армия
tta-card-shock_troops = Ударные войска

## Агрессии

tta-card-enslave = Порабощение
tta-card-plunder_i = Грабёж
tta-card-raid_i = Набег
tta-card-annex = Аннексия
tta-card-assassinate = Покушение
tta-card-plunder_ii = Грабёж
tta-card-raid_ii = Набег
tta-card-sabotage = Саботаж
tta-card-spy = Шпионаж
tta-card-armed_intervention = Вооружённая интервенция
tta-card-plunder_iii = Грабёж
tta-card-raid_iii = Набег

## Пакты

tta-card-open_borders_agreement = Договор об открытых границах
tta-card-trade_routes_agreement = Договор о торговых путях
tta-card-acceptance_of_supremacy = Признание господства
tta-card-international_trade_agreement = Международное торговое соглашение
tta-card-promise_of_military_protection = Обещание военной защиты
tta-card-scientific_cooperation = Научное сотрудничество
tta-card-international_tourism = Международный туризм
tta-card-loss_of_sovereignty = Потеря суверенитета
tta-card-military_pact = Военный пакт
tta-card-peace_treaty = Мирный договор

## Войны

tta-card-war_over_territory = Война за территорию
tta-card-war_over_resources = Война за ресурсы
tta-card-war_over_technology = Война за технологии
tta-card-war_over_culture_ii = Война за культуру
tta-card-war_over_culture_iii = Война за культуру
tta-card-holy_war = Священная война

## Бонусные карты «Оборона / Колонизация»

tta-card-defense_colonization_i = Оборона / Колонизация
tta-card-defense_colonization_ii = Оборона / Колонизация
tta-card-defense_colonization_iii = Оборона / Колонизация
