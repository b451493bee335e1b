"""What a game brings to the host: :class:`GamePlugin`.

A game is its rules package (``rules/<game>/``, the :class:`rules.core.Game` protocol), its
renderer (``render/<game>/``), its Discord adapter (``bot/games/<game>/``: this plugin, its
rules look-ups and, only if it has commands of its own, their module), its catalogues
(``bot/games/<game>/locales/<locale>/``, a namespace of their own so that two games' message
ids never collide) and its agents.
Adding a game is adding those folders and one line in :data:`bot.games.GAME_MODULES`.

Nothing here imports discord: the plugin is also loaded by render and AI worker processes.
The bot generates each game's command group from its plugin (:mod:`bot.cogs.game_commands`);
a game's own commands are in the module :attr:`GamePlugin.cog` names, imported by the bot only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from bot.ui.layout import Menus
from rules.core import Game

JSON = dict[str, Any]
Translate = Callable[..., str]


# The bot's languages (``bot.i18n.LOCALES``, repeated here: this module imports no discord).
LANGUAGES: tuple[str, ...] = ("en-US", "cs", "pl", "ru")


class Agent(Protocol):
    def choose(self, state: Any, seat: int) -> Any: ...


# ``make_agent(name, seed, **options)``: an agent of the game (``time_budget`` in seconds for
# agents that search).
AgentFactory = Callable[..., Agent]


@dataclass(frozen=True)
class Renderer:
    """Module-level functions drawing PNG bytes from views (picklable for worker processes).

    ``table(view, t, names)``: the public table (a spectator view). ``prompt(view, t, names,
    actions)``: the deciding seat's picture (its own view, its legal action codes). ``scores(view,
    t, names)``: the score sheet. ``board(view, t, names, seat)``: one player's board.
    ``card(card_id, t)``: one card for ``/card``. ``warm(t)`` draws one of each, so that a render
    worker has loaded fonts and data before its first request. ``story(story, t, names)``: the
    end-of-game story picture (:mod:`render.endgame`) of a :attr:`GamePlugin.story`.
    """

    table: Callable[..., bytes]
    prompt: Callable[..., bytes]
    scores: Callable[..., bytes]
    board: Callable[..., bytes] | None = None
    card: Callable[..., bytes] | None = None
    warm: Callable[[Translate], None] | None = None
    story: Callable[..., bytes] | None = None

    @classmethod
    def of(cls, package: ModuleType) -> Renderer:
        """The renderer of a game's render package (``render.<game>``) by the names every such
        package exports: ``render_table``, ``render_prompt``, ``render_scoresheet`` and, where
        the game draws them, ``render_board``, ``render_card``, ``warm`` and ``render_story``."""
        missing = [
            name
            for name in ("render_table", "render_prompt", "render_scoresheet")
            if not callable(getattr(package, name, None))
        ]
        if missing:
            raise TypeError(f"{package.__name__} does not export {', '.join(missing)}")
        return cls(
            table=package.render_table,
            prompt=package.render_prompt,
            scores=package.render_scoresheet,
            board=getattr(package, "render_board", None),
            card=getattr(package, "render_card", None),
            warm=getattr(package, "warm", None),
            story=getattr(package, "render_story", None),
        )


@dataclass(frozen=True)
class CardFace:
    """What ``/card`` says about one card besides its picture, in one language."""

    card_id: str
    name: str
    description: str
    colour: int = 0xC8963E
    facts: tuple[tuple[str, str], ...] = ()  # (label, value) pairs shown as fields
    footer: str | None = None


class Lookup(Protocol):
    """Rules topics and cards for ``/rules`` and ``/card``.

    Each topic ``key`` is the message ``rules-<key>`` of the game's catalogue (the body, with a
    ``.title`` attribute); each card's name is a message of the game's catalogue that
    :meth:`card_name` names (Hadara: ``card-<id>``, Through the Ages: ``tta-card-<id>``). The
    first topic is the overview shown when no topic is asked for.
    """

    topics: Sequence[str]

    def related(self, key: str) -> Sequence[str]:
        """The topics an answer about ``key`` links to."""
        ...

    def card_ids(self) -> Sequence[str]: ...

    def card_name(self, card_id: str, t: Translate) -> str:
        """The card's name in ``t``'s language."""
        ...

    def card(self, card_id: str, t: Translate) -> CardFace:
        """KeyError if there is no such card."""
        ...


@dataclass(frozen=True)
class GamePlugin:
    """Everything the host knows about one game."""

    rules: Game[Any, Any]
    renderer: Renderer
    make_agent: AgentFactory
    # AI levels offered in the lobby → the agent playing each; "normal" also replaces absent
    # players. Agents in ``quick_agents`` think in the event loop; others in worker processes.
    ai_levels: Mapping[str, str] = field(
        default_factory=lambda: {"easy": "random", "normal": "heuristic", "strong": "strong"}
    )
    quick_agents: frozenset[str] = frozenset({"random", "heuristic"})
    replacement_agent: str = "heuristic"
    # Turns are played on the table message: a move made there is answered by the new table,
    # which then is the mover's picture, so their decision DM is not redrawn after each such
    # move; it is set aside once ("playing at the table") and gets the next decision that
    # begins for them. Off: every move of a human redraws their decision DM (Hadara's "every
    # decision with its picture").
    table_turns: bool = False
    # Seconds the table waits before showing a secret choice that leaves others choosing (see
    # bot.presenter.table.QUIET_HOLD_SECONDS, the default, 30 s): the choices of a round made within
    # it cost one table edit. A game whose such choices carry public news sets it short, or 0 to
    # show them at once.
    quiet_hold: float | None = None
    # A stable layout of the game's choices (``bot.ui.layout.Menus``): a menu per kind of
    # action that stays in place, the standalone actions (undo, end turn) in a fixed last row.
    # None: buttons when few, menus per group when more, chains when even that does not fit.
    menus: Menus | None = None
    # The module of the game's own slash commands, if it has any besides the generated ones
    # (``/<game> new``, status, hand, board, log, export, replay, abandon): it defines
    # ``own_commands(host, texts)`` returning them (see :mod:`bot.cogs.game_commands`).
    cog: str = ""
    # The defaults of ``/<game> new``'s timers: hours of waiting before a player is reminded,
    # and before the AI moves for an absent player.
    reminder_hours: float = 12.0
    replace_hours: float = 24.0
    lookup: Lookup | None = None
    # One line on where the game stands ("Epoch II · phase B"), from the public view.
    # (view, t, names): names by seat, so that the line can name the player on turn.
    progress: Callable[[JSON, Translate, Sequence[str]], str] | None = None
    # The turn a wait belongs to, from its ``Decision.key``: a replacement episode for an
    # absent seat plays that seat's decisions while it keeps deciding within the same turn (a
    # political step, a discard, the actions of one Through the Ages turn). Default: the key
    # itself — the episode finishes the one decision that was overdue.
    turn_of: Callable[[str], str] | None = None
    # Where a seat's previous turn ends, for the recap of what it missed when its next turn
    # comes (:mod:`bot.manager.recaps`): the codes of the actions that end a turn (Through the
    # Ages: "end", "resign"); empty: any action of the seat (Hadara: the events since its
    # previous move). The host reads the rows after the seat's last such action.
    turn_ends: tuple[str, ...] = ()
    # Who decides what now ("Bob decides how to defend against Raid"), from the public view
    # and the players' names (what the table picture's status line says; nothing secret): the
    # table's text says so when one player answers in private.
    status: Callable[[JSON, Translate, Sequence[str]], str] | None = None
    # The languages the game's catalogue ships (``bot/games/<game>/locales/<language>/``), en-US
    # first and always: in any other language the bot speaks, the game's messages fall back to
    # English (one warning at start-up), the host's own messages stay in that language.
    languages: tuple[str, ...] = LANGUAGES
    # The ladder a finished game counts on (:mod:`bot.ratings`), from the game's options: games
    # whose variants play too differently to share a rating name their own families. None: one
    # ladder, named after the game.
    rating_family: Callable[[Mapping[str, Any]], str] | None = None
    # The story of a finished game (``rules.story``: the score over the game, points by source,
    # turning points), ``story(rules, players, options, seed, actions)`` with the rules of the
    # game's data set and its (seat, action code) log; drawn by ``renderer.story`` under the
    # final score sheet. None: the game tells no story.
    story: (
        Callable[[Game[Any, Any], int, Mapping[str, Any], int, Sequence[tuple[int, str]]], JSON]
        | None
    ) = None

    @property
    def name(self) -> str:
        return self.rules.info.name

    def level_of(self, agent: str) -> str:
        return next((level for level, a in self.ai_levels.items() if a == agent), "normal")
