"""Readable log lines for the events of a colony game, in English and Russian.

    from game.log import describe
    for event in game.apply(action).events:
        line = describe(event, game.content, lang="ru")
        if line:
            print(line)

``describe`` turns one ``rules.core.records.Event`` into one line, or None when the event
should not appear in a log: a technical event (``HIDDEN``) or a secret event the viewer may
not see. Events carry survivor, card and place ids; the names come from the content, so only
the sentences live here, in ``TEMPLATES`` (one dict per language, the same keys in each).
Seats are 0-based in the events and shown 1-based ("Seat 1") unless ``seat_names`` names them.

``Narrator`` is ``describe`` with memory: it follows the draft and the arriving survivors, so
a survivor's deliberate action reads "Seat 2: Mara Voss attacks at the School with a 4".

Nothing here imports pygame: the terminal player and the table on screen share it.
"""
from __future__ import annotations

LANGS = ("en", "ru")

# events a log does not show: nothing a player needs to read happened (or the line before
# already said it: crisis_reveal ends with "prevented" / "not prevented")
HIDDEN = frozenset({"turn_end", "crossroads_returned", "crisis_prevented"})

MINUS = "\u2212"   # the minus sign, for negative numbers and deltas

TEMPLATES: dict[str, dict[str, str]] = {
    "en": {
        # seats: the nominative, genitive and dative forms (Russian needs them; English not)
        "seat": "Seat {n}",
        "seat.gen": "Seat {n}",
        "seat.dat": "Seat {n}",
        "actor": "{seat}: {survivor}",
        # places; the {name} is the content's name of the place
        "at": "at the {name}",
        "to": "to the {name}",
        "from": "from the {name}",
        "at.colony": "in the {name}",
        "at.police": "at the {name}",
        "at.grocery": "at the {name}",
        "at.school": "at the {name}",
        "at.gas": "at the {name}",
        "at.library": "at the {name}",
        "at.hospital": "at the {name}",
        "to.colony": "to the {name}",
        "to.police": "to the {name}",
        "to.grocery": "to the {name}",
        "to.school": "to the {name}",
        "to.gas": "to the {name}",
        "to.library": "to the {name}",
        "to.hospital": "to the {name}",
        "from.colony": "from the {name}",
        "from.police": "from the {name}",
        "from.grocery": "from the {name}",
        "from.school": "from the {name}",
        "from.gas": "from the {name}",
        "from.library": "from the {name}",
        "from.hospital": "from the {name}",
        # counted words: forms separated by "|" (English: one|many; Russian: 1|2–4|5+)
        "n.card": "{n} card|{n} cards",
        "n.card.nom": "{n} card|{n} cards",
        "n.barricade": "{n} barricade|{n} barricades",
        "n.zombie": "{n} zombie|{n} zombies",
        "n.zombies_arrive": "{n} zombie arrives|{n} zombies arrive",
        "n.helpless_join": "{n} helpless survivor joins|{n} helpless survivors join",
        "n.rounds_left": "{n} round left|{n} rounds left",
        "n.food": "{n} food|{n} food",
        "n.dice": "a die|dice",
        "and": "and",
        "list.sep": ", ",
        # symbols, exposure faces, causes of death, end reasons, votes
        "symbol.weapon": "weapons",
        "symbol.fuel": "fuel",
        "symbol.education": "education",
        "symbol.food": "food",
        "symbol.medicine": "medicine",
        "symbol.tools": "tools",
        "symbol.survivor": "survivors",
        "face.blank": "no harm",
        "face.wound": "wound",
        "face.frostbite": "frostbite",
        "face.bite": "bite",
        "cause.overrun": "overrun",
        "cause.wounds": "wounds",
        "cause.bite": "bite",
        "cause.card": "card effect",
        "reason.main": "the main objective is complete",
        "reason.rounds": "the rounds have run out",
        "reason.morale": "Morale fell to 0",
        "reason.eliminated": "every player is out",
        "why.exile": "Exile vote",
        "why.crossroads": "Crossroads vote",
        "why": "Vote ({why})",
        "vote.yes": "yes",
        "vote.no": "no",
        "vote.passed": "passed",
        "vote.rejected": "rejected",
        "vote.tied": "tied",
        "ballot": "{seat}: {vote}",
        "hit": "hit",
        "miss": "miss",
        "prevented": "prevented",
        "not_prevented": "not prevented",
        "hurt": "wounds {wounds}, frostbite {frost}",
        "with_die": " with a {die}",
        # events, by kind (some kinds have variants: kind.variant)
        "ability": "{actor} uses their ability{with_die}",
        "ability_spent": "{actor} uses their ability{with_die}, spending {card}",
        "attack": "{actor} attacks {at} with a {die}",
        "attack_survivor": "{actor} attacks {target} with a {die}: rolls {roll}, {result}",
        "ballot_cast": "{seat} has voted",
        "barricade_broken": "Zombies break a barricade {at} (entrance {entrance})",
        "barricaded": "A barricade goes up {at} (entrance {entrance})",
        "barricades_removed": "{barricades} removed {from}",
        "bite_spreads": "The bite spreads to {survivor}",
        "card_taken": "{to} takes a random card from {frm}",
        "card_taken_id": "The card taken: {card}",
        "contributed": "{seat} adds a card to the crisis ({cards} in the pile)",
        "contributed_card": "Card added to the crisis: {card}",
        "crisis": "Crisis revealed: {name} (prevent with {symbol})",
        "crisis_reveal": "Crisis {name}: {match} matching {minus} {other} other = {score} of "
                         "{needed} needed: {verdict}",
        "crisis_reveal.cards": "Crisis {name}: {match} matching {minus} {other} other = {score} of "
                               "{needed} needed: {verdict} ({cards})",
        "crisis_failed": "Crisis {name} takes effect: {text}",
        "crossroads_card": "You hold the crossroads card {name}",
        "crossroads_chosen": "Crossroads {name}: option {option} — {text}",
        "crossroads_drawn": "{holder} draws a crossroads card",
        "crossroads_revealed": "Crossroads! {holder} reveals {name}: {text}",
        "dice": "{seat} rolls {values}",
        "dice_gained": "{seat} gains {dice}: {values}",
        "dice_lost": "{seat} loses {dice}: {values}",
        "die_raised": "{seat} raises a die: {frm} → {to}",
        "discarded": "{seat} discards {card}",
        "drafted": "{seat} drafts {survivors}",
        "drafted.leader": "{survivor} (leader)",
        "draft_pick": "{seat} keeps {survivors} (shown to the others when every seat has chosen)",
        "drew": "{seat} draws {cards} {from}",
        "drew_cards": "Cards drawn: {cards}",
        "eliminated": "{seat} is out of the game",
        "equipped": "{seat} equips {survivor} with {card}",
        "exile_called": "{caller} calls a vote to exile {target}",
        "exiled": "{seat} is exiled; their secret objective is revealed: {objective}",
        "exiled.hidden": "{seat} is exiled; their secret objective stays hidden",
        "exiled_objective": "Your objective in exile: {name}",
        "exiles_broke_colony": "Two honest players are in exile — the Colony loses all hope",
        "exposure": "Exposure for {survivor}: {face}",
        "fed": "The Colony eats {food}",
        "first_player": "{seat} is the first player",
        "food": "Food {delta} → {value}",
        "food_spent": "{seat} spends 1 food: die {frm} → {to} ({food} food left)",
        "game_over": "Game over: {reason}. {winners}",
        "game_over.winner": "Winner: {seats}",
        "game_over.winners": "Winners: {seats}",
        "game_over.nobody": "Nobody wins",
        "given": "{frm} gives {to} a card: {card}",
        "hand_lost": "{seat} has no survivors left and loses {cards} from their hand",
        "hand_lost.empty": "{seat} has no survivors left",
        "handed_off": "{frm} hands {card} to {to}",
        "handoff_refused": "Hand-off of {card} to {survivor} refused",
        "healed": "{survivor} is treated ({hurt})",
        "helpless_added": "{helpless} the Colony",
        "helpless_died": "A helpless survivor dies",
        "item_used": "{actor} uses {card}{with_die}",
        "kept": "{seat} keeps the card found {at}",
        "kept.returned": "{seat} keeps one card found {at} and puts {cards} back under the deck",
        "leader": "{seat}: {survivor} is the new leader",
        "lured": "A zombie is lured {from} {to} (entrance {take} → {put})",
        "main_complete": "The main objective is complete!",
        "morale": "Morale {delta} → {value}",
        "morale.same": "Morale stays at {value}",
        "moved": "{actor} moves {from} {to}",
        "noise": "Noise {at}: {value}",
        "noise_roll": "Noise roll {at}: {value}",
        "objective_card": "{seat} adds {card} to the main objective",
        "overrun": "Zombies break through {at} (entrance {entrance})!",
        "played": "{seat} plays {card}",
        "played_as_die": "{seat} plays {card} to raise a die: {frm} → {to}",
        "request": "{seat} asks the others for cards",
        "round": "Round {number} — {left}",
        "round.last": "Round {number} — the last round",
        "round_track": "Round track: {left}",
        "round_track.end": "The round track has run out",
        "search": "{actor} searches the {place}",
        "searched": "Found: {cards}",
        "starvation": "Starvation tokens: {value}",
        "starving": "Not enough food — starvation tokens: {tokens}",
        "survivor_died": "{actor} dies {at} ({cause})",
        "survivor_removed": "{actor} leaves the game {at}",
        "survivor_joined": "{seat}: {survivor} joins the group {at}",
        "survivor_joined.leader": "{seat}: {survivor} joins the group {at} as the new leader",
        "swapped": "Swap: {survivor} goes {to}, {other} {to_colony}",
        "tie_broken": "The first player breaks the tie: {vote}",
        "turn": "{seat}'s turn",
        "vote_revealed": "{why}: {yes} yes, {no} no — {verdict}",
        "vote_revealed.ballots": "{why}: {yes} yes, {no} no — {verdict} ({ballots})",
        "waste_check": "The Waste holds {cards} — Morale suffers",
        "waste_cleaned": "{cards} cleared from the Waste",
        "wounded": "{survivor} takes a wound ({hurt})",
        "wounded.frostbite": "{survivor} gets frostbite ({hurt})",
        "zombie_killed": "{survivor} kills a zombie {at} (entrance {entrance})",
        "zombie_killed.nobody": "A zombie dies {at} (entrance {entrance})",
        "zombies_added": "{zombies} {at}",
        "zombies_removed": "{zombies} removed {from}",
        "unknown": "Event {kind}: {details}",
    },
    "ru": {
        "seat": "игрок {n}",
        "seat.gen": "игрока {n}",
        "seat.dat": "игроку {n}",
        "actor": "{seat}: {survivor}",
        # Russian place names need their cases; these follow the content's names
        "at": "в локации «{name}»",
        "to": "в локацию «{name}»",
        "from": "из локации «{name}»",
        "at.colony": "в Колонии",
        "at.police": "в Полицейском участке",
        "at.grocery": "в Продуктовом магазине",
        "at.school": "в Школе",
        "at.gas": "на Заправке",
        "at.library": "в Библиотеке",
        "at.hospital": "в Больнице",
        "to.colony": "в Колонию",
        "to.police": "в Полицейский участок",
        "to.grocery": "в Продуктовый магазин",
        "to.school": "в Школу",
        "to.gas": "на Заправку",
        "to.library": "в Библиотеку",
        "to.hospital": "в Больницу",
        "from.colony": "из Колонии",
        "from.police": "из Полицейского участка",
        "from.grocery": "из Продуктового магазина",
        "from.school": "из Школы",
        "from.gas": "с Заправки",
        "from.library": "из Библиотеки",
        "from.hospital": "из Больницы",
        "n.card": "{n} карту|{n} карты|{n} карт",
        "n.card.nom": "{n} карта|{n} карты|{n} карт",
        "n.barricade": "{n} баррикада|{n} баррикады|{n} баррикад",
        "n.zombie": "{n} зомби|{n} зомби|{n} зомби",
        "n.zombies_arrive": "приходит {n} зомби|приходят {n} зомби|приходят {n} зомби",
        "n.helpless_join": "приходит {n} беспомощный выживший|приходят {n} беспомощных выживших"
                           "|приходят {n} беспомощных выживших",
        "n.rounds_left": "остался {n} раунд|осталось {n} раунда|осталось {n} раундов",
        "n.food": "{n} еду|{n} еды|{n} еды",
        "n.dice": "кубик|кубики",
        "and": "и",
        "list.sep": ", ",
        "symbol.weapon": "Оружие",
        "symbol.fuel": "Топливо",
        "symbol.education": "Образование",
        "symbol.food": "Еда",
        "symbol.medicine": "Медикаменты",
        "symbol.tools": "Инструменты",
        "symbol.survivor": "Выжившие",
        "face.blank": "обошлось",
        "face.wound": "рана",
        "face.frostbite": "обморожение",
        "face.bite": "укус",
        "cause.overrun": "прорыв зомби",
        "cause.wounds": "раны",
        "cause.bite": "укус",
        "cause.card": "действие карты",
        "reason.main": "главная цель выполнена",
        "reason.rounds": "раунды закончились",
        "reason.morale": "Мораль упала до 0",
        "reason.eliminated": "все игроки выбыли",
        "why.exile": "Голосование об изгнании",
        "why.crossroads": "Голосование перекрёстка",
        "why": "Голосование ({why})",
        "vote.yes": "за",
        "vote.no": "против",
        "vote.passed": "принято",
        "vote.rejected": "отклонено",
        "vote.tied": "ничья",
        "ballot": "{seat} — {vote}",
        "hit": "попадание",
        "miss": "промах",
        "prevented": "предотвращён",
        "not_prevented": "не предотвращён",
        "hurt": "ран: {wounds}, обморожений: {frost}",
        "with_die": " (кубик {die})",
        "ability": "{actor} применяет способность{with_die}",
        "ability_spent": "{actor} применяет способность{with_die}, потратив «{card}»",
        "attack": "{actor} атакует зомби {at} (кубик {die})",
        "attack_survivor": "{actor} нападает на другого выжившего — {target} (кубик {die}): "
                           "бросок {roll}, {result}",
        "ballot_cast": "{seat}: голос подан",
        "barricade_broken": "Зомби ломают баррикаду {at} (вход {entrance})",
        "barricaded": "Новая баррикада {at} (вход {entrance})",
        "barricades_removed": "{from} убраны баррикады: {count}",
        "bite_spreads": "Укус переходит дальше: {survivor}",
        "card_taken": "{to} забирает случайную карту у {frm}",
        "card_taken_id": "Забранная карта: {card}",
        "contributed": "{seat} вносит карту против кризиса (всего карт: {count})",
        "contributed_card": "Карта против кризиса: {card}",
        "crisis": "Новый кризис: {name} (нужны карты: {symbol})",
        "crisis_reveal": "Кризис «{name}»: подходящих карт {match}, прочих {other}, итого {score} "
                         "из {needed}: {verdict}",
        "crisis_reveal.cards": "Кризис «{name}»: подходящих карт {match}, прочих {other}, итого "
                               "{score} из {needed}: {verdict} ({cards})",
        "crisis_failed": "Последствия кризиса «{name}»: {text}",
        "crossroads_card": "У вас карта перекрёстка «{name}»",
        "crossroads_chosen": "Перекрёсток «{name}»: вариант {option} — {text}",
        "crossroads_drawn": "{holder} тянет карту перекрёстка",
        "crossroads_revealed": "Перекрёсток! Карту «{name}» открывает {holder}: {text}",
        "dice": "{seat} бросает кубики: {values}",
        "dice_gained": "{seat} получает {dice}: {values}",
        "dice_lost": "{seat} теряет {dice}: {values}",
        "die_raised": "{seat} повышает кубик: {frm} → {to}",
        "discarded": "{seat} сбрасывает карту «{card}»",
        "drafted": "{seat} выбирает выживших: {survivors}",
        "drafted.leader": "{survivor} (лидер)",
        "draft_pick": "{seat} оставляет: {survivors} (остальные увидят, когда выберут все)",
        "drew": "{seat} берёт {cards} {from}",
        "drew_cards": "Взятые карты: {cards}",
        "eliminated": "{seat} выбывает из игры",
        "equipped": "{seat}: {survivor} получает снаряжение «{card}»",
        "exile_called": "{caller} предлагает изгнать {target}",
        "exiled": "{seat} уходит в изгнание; тайная цель раскрыта: {objective}",
        "exiled.hidden": "{seat} уходит в изгнание; тайная цель остаётся скрытой",
        "exiled_objective": "Ваша цель в изгнании: {name}",
        "exiles_broke_colony": "В изгнании двое честных игроков — Колония теряет всякую надежду",
        "exposure": "Бросок опасности — {survivor}: {face}",
        "fed": "Колония съедает {food}",
        "first_player": "Первым ходит {seat}",
        "food": "Еда {delta} → {value}",
        "food_spent": "{seat} тратит 1 еду: кубик {frm} → {to} (еды осталось: {food})",
        "game_over": "Игра окончена: {reason}. {winners}",
        "game_over.winner": "Победитель — {seats}",
        "game_over.winners": "Победители — {seats}",
        "game_over.nobody": "Победителей нет",
        "given": "{frm} отдаёт карту {to}: {card}",
        "hand_lost": "{seat}: выживших не осталось, карты с руки ({count}) выходят из игры",
        "hand_lost.empty": "{seat}: выживших не осталось",
        "handed_off": "Передача снаряжения «{card}»: {frm} → {to}",
        "handoff_refused": "Снаряжение «{card}» не принято ({survivor})",
        "healed": "{survivor} получает помощь ({hurt})",
        "helpless_added": "В Колонию {helpless}",
        "helpless_died": "Погибает беспомощный выживший",
        "item_used": "{actor} использует «{card}»{with_die}",
        "kept": "{seat} забирает карту, найденную {at}",
        "kept.returned": "{seat} забирает одну карту, найденную {at}; остальные ({returned}) "
                         "уходят под низ колоды",
        "leader": "{seat}: новый лидер — {survivor}",
        "lured": "Зомби выманивают {from} {to} (вход {take} → вход {put})",
        "main_complete": "Главная цель выполнена!",
        "morale": "Мораль {delta} → {value}",
        "morale.same": "Мораль не меняется: {value}",
        "moved": "{actor} идёт {from} {to}",
        "noise": "Шум {at}: {value}",
        "noise_roll": "Бросок шума {at}: {value}",
        "objective_card": "{seat} вкладывает в главную цель карту «{card}»",
        "overrun": "Зомби прорываются {at} (вход {entrance})!",
        "played": "{seat} играет карту «{card}»",
        "played_as_die": "{seat} играет карту «{card}», чтобы повысить кубик: {frm} → {to}",
        "request": "{seat} просит у остальных карты",
        "round": "Раунд {number} — {left}",
        "round.last": "Раунд {number} — последний",
        "round_track": "Трек раундов: {left}",
        "round_track.end": "Раунды закончились",
        "search": "{actor} ищет припасы {at}",
        "searched": "Найдено: {cards}",
        "starvation": "Жетонов голода: {value}",
        "starving": "Еды не хватает — жетонов голода: {tokens}",
        "survivor_died": "{actor} погибает {at} ({cause})",
        "survivor_removed": "{actor} покидает игру {at}",
        "survivor_joined": "{seat}: {survivor} присоединяется к группе {at}",
        "survivor_joined.leader": "{seat}: {survivor} присоединяется к группе {at} и становится лидером",
        "swapped": "Обмен местами: {survivor} — {to}, {other} — {to_colony}",
        "tie_broken": "Ничью разрешает первый игрок: {vote}",
        "turn": "Ходит {seat}",
        "vote_revealed": "{why}: за — {yes}, против — {no}; {verdict}",
        "vote_revealed.ballots": "{why}: за — {yes}, против — {no}; {verdict} ({ballots})",
        "waste_check": "На Свалке {cards} — Мораль падает",
        "waste_cleaned": "Со Свалки убрано карт: {count}",
        "wounded": "{survivor} получает рану ({hurt})",
        "wounded.frostbite": "{survivor} получает обморожение ({hurt})",
        "zombie_killed": "{survivor} убивает зомби {at} (вход {entrance})",
        "zombie_killed.nobody": "Зомби уничтожен {at} (вход {entrance})",
        "zombies_added": "{to_cap} {zombies}",
        "zombies_removed": "{from} убраны зомби: {count}",
        "unknown": "Событие {kind}: {details}",
    },
}


# ---------------------------------------------------------------------------------- numbers
def number(n) -> str:
    """An integer with a real minus sign when negative."""
    return f"{MINUS}{-n}" if isinstance(n, int) and n < 0 else str(n)


def signed(n: int) -> str:
    """+2, −1, 0."""
    return f"+{n}" if n > 0 else number(n)


def _form_index(lang: str, n: int, count: int) -> int:
    if count >= 3 and lang == "ru":
        n = abs(n)
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else min(1, count - 1)


# ---------------------------------------------------------------------------------- describing
class _Speaker:
    """The helpers of one call: names from the content, seats, places and counted words."""

    def __init__(self, content, lang: str, seat_names, owners):
        self.c = content
        self.lang = lang if lang in TEMPLATES else "en"
        self.t = TEMPLATES[self.lang]
        self.seat_names = seat_names
        self.owners = owners or {}

    def say(self, key: str, **fields) -> str:
        return self.t[key].format(**fields)

    def count(self, key: str, n: int) -> str:
        forms = self.t[key].split("|")
        return forms[_form_index(self.lang, n, len(forms))].format(n=number(n))

    def join(self, items: list) -> str:
        items = [str(x) for x in items]
        if len(items) <= 1:
            return "".join(items)
        return f"{self.t['list.sep'].join(items[:-1])} {self.t['and']} {items[-1]}"

    def seat(self, i, form: str = "seat") -> str:
        names = self.seat_names
        if names is not None and isinstance(i, int):
            name = None
            if isinstance(names, dict):
                name = names.get(i, names.get(str(i)))
            elif 0 <= i < len(names):
                name = names[i]
            if name:
                return str(name)
        if not isinstance(i, int):
            return str(i)
        return self.t[form].format(n=i + 1)

    def survivor(self, sid) -> str:
        d = self.c.survivors.get(sid) if sid is not None else None
        return _name(d, self.lang) if d else str(sid)

    def actor(self, sid, seat=None) -> str:
        """The survivor, led by its seat when the seat is known."""
        if seat is None:
            seat = self.owners.get(sid)
        if seat is None:
            return self.survivor(sid)
        return self.say("actor", seat=self.seat(seat), survivor=self.survivor(sid))

    def card(self, cid) -> str:
        d = self.c.items.get(str(cid).split("#")[0])
        return _name(d, self.lang) if d else str(cid)

    def place(self, pid) -> str:
        d = self.c.locations.get(pid)
        return _name(d, self.lang) if d else str(pid)

    def where(self, how: str, pid) -> str:
        """``how`` is at, to or from: "at the School" / "в Школе"."""
        key = f"{how}.{pid}"
        return self.say(key if key in self.t else how, name=self.place(pid))

    def word(self, key: str, value) -> str:
        k = f"{key}.{value}"
        return self.t[k] if k in self.t else str(value)

    def dice(self, values) -> str:
        return ", ".join(number(v) for v in values)


def _name(d, lang: str) -> str:
    name = getattr(d, "name", None)
    if isinstance(name, dict):
        return name.get(lang) or name.get("en") or str(getattr(d, "id", "?"))
    return str(name)


def _text(d, lang: str) -> str:
    text = getattr(d, "text", None)
    if isinstance(text, dict):
        return text.get(lang) or text.get("en") or ""
    return str(text or "")


def describe(event, content, lang: str = "en", seat_names=None, viewer: int | None = None,
             owners: dict | None = None) -> str | None:
    """One readable line for ``event``, or None when a log should not show it.

    ``viewer``: the seat reading the log (None: a spectator). A secret event (``event.seats``
    set) is described only for a viewer among its seats. ``seat_names``: a list or a dict of
    names by 0-based seat. ``owners``: survivor id -> seat, to lead survivors' actions with
    their seat (``Narrator`` keeps it). Never raises: an unknown or malformed event gives a
    generic line naming its kind.
    """
    if event.seats is not None and viewer not in event.seats:
        return None
    if event.kind in HIDDEN:
        return None
    sp = _Speaker(content, lang, seat_names, owners)
    data = event.data if isinstance(event.data, dict) else {}
    handler = _HANDLERS.get(event.kind)
    line = None
    if handler is not None:
        try:
            line = handler(sp, data)
        except Exception:   # a malformed event still gets a line, never an exception
            line = None
    if not line:
        details = ", ".join(f"{k}={v}" for k, v in data.items())
        line = sp.say("unknown", kind=event.kind, details=details).rstrip(": ")
    return line[:1].upper() + line[1:]


class Narrator:
    """``describe`` that remembers who owns which survivor, from the events it is shown.

    Show it every event of the game in order (secret ones too: it filters them by ``viewer``).
    """

    def __init__(self, content, lang: str = "en", seat_names=None, viewer: int | None = None):
        self.content = content
        self.lang = lang
        self.seat_names = seat_names
        self.viewer = viewer
        self.owners: dict[str, int] = {}

    def describe(self, event) -> str | None:
        d = event.data if isinstance(event.data, dict) else {}
        if event.kind == "drafted":
            for sid in [d.get("leader"), *d.get("followers", [])]:
                self.owners[sid] = d.get("seat")
        elif event.kind == "survivor_joined":
            self.owners[d.get("survivor")] = d.get("seat")
        return describe(event, self.content, self.lang, self.seat_names, viewer=self.viewer,
                        owners=self.owners)


# ---------------------------------------------------------------------------------- one per kind
def _ability(sp, d):
    die = d.get("die") or 0
    with_die = sp.say("with_die", die=die) if die else ""
    if d.get("spent"):
        return sp.say("ability_spent", actor=sp.actor(d["survivor"]), with_die=with_die,
                      card=sp.card(d["spent"]))
    return sp.say("ability", actor=sp.actor(d["survivor"]), with_die=with_die)


def _attack(sp, d):
    return sp.say("attack", actor=sp.actor(d["survivor"]), at=sp.where("at", d["place"]), die=d["die"])


def _attack_survivor(sp, d):
    return sp.say("attack_survivor", actor=sp.actor(d["survivor"]), target=sp.survivor(d["target"]),
                  die=d["die"], roll=d["roll"], result=sp.t["hit" if d["hit"] else "miss"])


def _seat_only(kind):
    def handler(sp, d):
        return sp.say(kind, seat=sp.seat(d["seat"]))
    return handler


def _entrance(kind):
    def handler(sp, d):
        return sp.say(kind, at=sp.where("at", d["place"]), entrance=d["entrance"])
    return handler


def _barricades_removed(sp, d):
    return sp.say("barricades_removed", barricades=sp.count("n.barricade", d["count"]),
                  count=d["count"], **{"from": sp.where("from", d["place"])})


def _bite_spreads(sp, d):
    return sp.say("bite_spreads", survivor=sp.survivor(d["survivor"]))


def _card_taken(sp, d):
    return sp.say("card_taken", to=sp.seat(d["to"]), frm=sp.seat(d["frm"], "seat.gen"))


def _card_only(kind):
    def handler(sp, d):
        return sp.say(kind, card=sp.card(d["card"]))
    return handler


def _contributed(sp, d):
    return sp.say("contributed", seat=sp.seat(d["seat"]), count=d["count"],
                  cards=sp.count("n.card", d["count"]))


def _crisis(sp, d):
    crisis = sp.c.crises[d["card"]]
    return sp.say("crisis", name=_name(crisis, sp.lang), symbol=sp.word("symbol", crisis.symbol))


def _crisis_reveal(sp, d):
    crisis = sp.c.crises[d["card"]]
    cards = list(d.get("cards", []))
    match = sum(1 for c in cards if getattr(sp.c.items.get(c.split("#")[0]), "symbol", None)
                == crisis.symbol)
    score, needed = d["score"], d["needed"]
    key = "crisis_reveal.cards" if cards else "crisis_reveal"
    return sp.say(key, name=_name(crisis, sp.lang), match=match, other=len(cards) - match,
                  minus=MINUS, score=number(score), needed=needed,
                  verdict=sp.t["prevented" if score >= needed else "not_prevented"],
                  cards=", ".join(sp.card(c) for c in cards))


def _crisis_failed(sp, d):
    crisis = sp.c.crises[d["card"]]
    return sp.say("crisis_failed", name=_name(crisis, sp.lang), text=_text(crisis, sp.lang))


def _crossroads_card(sp, d):
    return sp.say("crossroads_card", name=_name(sp.c.crossroads[d["card"]], sp.lang))


def _crossroads_chosen(sp, d):
    xr = sp.c.crossroads[d["card"]]
    n = d["option"]
    text = _text(xr.options[n - 1], sp.lang) if 1 <= n <= len(xr.options) else ""
    return sp.say("crossroads_chosen", name=_name(xr, sp.lang), option=n, text=text).rstrip(" —")


def _crossroads_drawn(sp, d):
    return sp.say("crossroads_drawn", holder=sp.seat(d["holder"]), active=sp.seat(d["active"]))


def _crossroads_revealed(sp, d):
    xr = sp.c.crossroads[d["card"]]
    return sp.say("crossroads_revealed", holder=sp.seat(d["holder"]), name=_name(xr, sp.lang),
                  text=_text(xr, sp.lang))


def _dice(sp, d):
    return sp.say("dice", seat=sp.seat(d["seat"]), values=sp.dice(d["values"]))


def _dice_changed(kind):
    def handler(sp, d):
        values = list(d["values"])
        return sp.say(kind, seat=sp.seat(d["seat"]), dice=sp.count("n.dice", len(values)),
                      values=sp.dice(values))
    return handler


def _die_raised(sp, d):
    return sp.say("die_raised", seat=sp.seat(d["seat"]), frm=d["frm"], to=d["to"])


def _discarded(sp, d):
    return sp.say("discarded", seat=sp.seat(d["seat"]), card=sp.card(d["card"]))


def _drafted(sp, d):
    names = [sp.say("drafted.leader", survivor=sp.survivor(d["leader"]))]
    names += [sp.survivor(s) for s in d.get("followers", [])]
    return sp.say("drafted", seat=sp.seat(d["seat"]), survivors=sp.join(names))


def _draft_pick(sp, d):
    names = [sp.say("drafted.leader", survivor=sp.survivor(d["leader"]))]
    names += [sp.survivor(s) for s in d.get("followers", [])]
    return sp.say("draft_pick", seat=sp.seat(d["seat"]), survivors=sp.join(names))


def _drew(sp, d):
    return sp.say("drew", seat=sp.seat(d["seat"]), cards=sp.count("n.card", d["count"]),
                  count=d["count"], **{"from": sp.where("from", d["place"])})


def _card_list(kind):
    def handler(sp, d):
        return sp.say(kind, cards=", ".join(sp.card(c) for c in d["cards"]))
    return handler


def _equipped(sp, d):
    return sp.say("equipped", seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]),
                  card=sp.card(d["card"]))


def _exile_called(sp, d):
    return sp.say("exile_called", caller=sp.seat(d["caller"]), target=sp.seat(d["target"], "seat.gen"))


def _exiled(sp, d):
    oid = d.get("objective")
    if oid is None:
        return sp.say("exiled.hidden", seat=sp.seat(d["seat"]))
    return sp.say("exiled", seat=sp.seat(d["seat"]), objective=_name(sp.c.objective(oid), sp.lang))


def _exiled_objective(sp, d):
    return sp.say("exiled_objective", name=_name(sp.c.objective(d["card"]), sp.lang))


def _plain(kind):
    def handler(sp, d):
        return sp.t[kind]
    return handler


def _exposure(sp, d):
    return sp.say("exposure", survivor=sp.survivor(d["survivor"]), face=sp.word("face", d["face"]))


def _fed(sp, d):
    return sp.say("fed", food=sp.count("n.food", d["food"]))


def _food(sp, d):
    return sp.say("food", delta=signed(d["delta"]), value=number(d["value"]))


def _food_spent(sp, d):
    return sp.say("food_spent", seat=sp.seat(d["seat"]), frm=d["frm"], to=d["to"], food=d["food"])


def _game_over(sp, d):
    winners = [sp.seat(int(i)) for i in d.get("winners", [])]
    if not winners:
        won = sp.t["game_over.nobody"]
    else:
        won = sp.say("game_over.winner" if len(winners) == 1 else "game_over.winners",
                     seats=sp.join(winners))
    return sp.say("game_over", reason=sp.word("reason", d["reason"]), winners=won)


def _given(sp, d):
    return sp.say("given", frm=sp.seat(d["frm"]), to=sp.seat(d["to"], "seat.dat"), card=sp.card(d["card"]))


def _hand_lost(sp, d):
    n = d.get("count", 0)
    key = "hand_lost" if n else "hand_lost.empty"
    return sp.say(key, seat=sp.seat(d["seat"]), count=n, cards=sp.count("n.card", n))


def _handed_off(sp, d):
    return sp.say("handed_off", card=sp.card(d["card"]), frm=sp.survivor(d["frm"]),
                  to=sp.survivor(d["to"]))


def _handoff_refused(sp, d):
    return sp.say("handoff_refused", card=sp.card(d["card"]), survivor=sp.survivor(d["survivor"]))


def _hurt(sp, d):
    return sp.say("hurt", wounds=d.get("wounds", 0), frost=d.get("frost", 0))


def _healed(sp, d):
    return sp.say("healed", survivor=sp.survivor(d["survivor"]), hurt=_hurt(sp, d))


def _helpless_added(sp, d):
    return sp.say("helpless_added", helpless=sp.count("n.helpless_join", d["count"]))


def _item_used(sp, d):
    die = d.get("die") or 0
    with_die = sp.say("with_die", die=die) if die else ""
    return sp.say("item_used", actor=sp.actor(d["survivor"]), card=sp.card(d["card"]), with_die=with_die)


def _kept(sp, d):
    n = d.get("returned", 0)
    return sp.say("kept.returned" if n else "kept", seat=sp.seat(d["seat"]),
                  at=sp.where("at", d["place"]), returned=n, cards=sp.count("n.card", n))


def _leader(sp, d):
    return sp.say("leader", seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]))


def _lured(sp, d):
    return sp.say("lured", to=sp.where("to", d["to"]), take=d["take"], put=d["put"],
                  **{"from": sp.where("from", d["frm"])})


def _morale(sp, d):
    if not d.get("delta"):
        return sp.say("morale.same", value=number(d["value"]))
    return sp.say("morale", delta=signed(d["delta"]), value=number(d["value"]))


def _moved(sp, d):
    return sp.say("moved", actor=sp.actor(d["survivor"]), to=sp.where("to", d["to"]),
                  **{"from": sp.where("from", d["frm"])})


def _place_value(kind):
    def handler(sp, d):
        return sp.say(kind, at=sp.where("at", d["place"]), value=d["value"])
    return handler


def _seat_card(kind):
    def handler(sp, d):
        return sp.say(kind, seat=sp.seat(d["seat"]), card=sp.card(d["card"]))
    return handler


def _played_as_die(sp, d):
    return sp.say("played_as_die", seat=sp.seat(d["seat"]), card=sp.card(d["card"]),
                  frm=d["frm"], to=d["to"])


def _round(sp, d):
    left = d["rounds_left"]
    if left == 1:
        return sp.say("round.last", number=d["number"])
    return sp.say("round", number=d["number"], left=sp.count("n.rounds_left", left))


def _round_track(sp, d):
    left = d["rounds_left"]
    if left <= 0:
        return sp.t["round_track.end"]
    return sp.say("round_track", left=sp.count("n.rounds_left", left))


def _search(sp, d):
    return sp.say("search", actor=sp.actor(d["survivor"]), place=sp.place(d["place"]),
                  at=sp.where("at", d["place"]))


def _starvation(sp, d):
    return sp.say("starvation", value=d["value"])


def _starving(sp, d):
    return sp.say("starving", tokens=d["tokens"])


def _survivor_lost(kind):
    def handler(sp, d):
        return sp.say(kind, actor=sp.actor(d["survivor"], d.get("seat")),
                      at=sp.where("at", d["place"]), cause=sp.word("cause", d.get("cause")))
    return handler


def _survivor_joined(sp, d):
    key = "survivor_joined.leader" if d.get("leader") else "survivor_joined"
    return sp.say(key, seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]),
                  at=sp.where("at", d["place"]))


def _swapped(sp, d):
    return sp.say("swapped", survivor=sp.survivor(d["survivor"]), other=sp.survivor(d["other"]),
                  to=sp.where("to", d["place"]), to_colony=sp.where("to", "colony"))


def _tie_broken(sp, d):
    return sp.say("tie_broken", vote=sp.t["vote.yes" if d["yes"] else "vote.no"])


def _turn(sp, d):
    return sp.say("turn", seat=sp.seat(d["seat"]))


def _vote_revealed(sp, d):
    yes, no = d.get("yes", 0), d.get("no", 0)
    verdict = "vote.passed" if yes > no else "vote.rejected" if no > yes else "vote.tied"
    ballots = sorted(d.get("ballots", {}).items(), key=lambda kv: int(kv[0]))
    shown = sp.t["list.sep"].join(sp.say("ballot", seat=sp.seat(int(k)),
                                         vote=sp.t["vote.yes" if v else "vote.no"])
                                  for k, v in ballots)
    why = d.get("why")
    why_text = sp.t[f"why.{why}"] if f"why.{why}" in sp.t else sp.say("why", why=why)
    return sp.say("vote_revealed.ballots" if ballots else "vote_revealed", why=why_text,
                  yes=yes, no=no, verdict=sp.t[verdict], ballots=shown)


def _waste_check(sp, d):
    return sp.say("waste_check", cards=sp.count("n.card.nom", d["cards"]), count=d["cards"])


def _waste_cleaned(sp, d):
    return sp.say("waste_cleaned", cards=sp.count("n.card", d["count"]), count=d["count"])


def _wounded(sp, d):
    key = "wounded.frostbite" if d.get("frostbite") else "wounded"
    return sp.say(key, survivor=sp.survivor(d["survivor"]), hurt=_hurt(sp, d))


def _zombie_killed(sp, d):
    sid = d.get("survivor")
    key = "zombie_killed" if sid else "zombie_killed.nobody"
    return sp.say(key, survivor=sp.survivor(sid) if sid else "", at=sp.where("at", d["place"]),
                  entrance=d["entrance"])


def _zombies_added(sp, d):
    to = sp.where("to", d["place"])
    return sp.say("zombies_added", to=to, to_cap=to[:1].upper() + to[1:], at=sp.where("at", d["place"]),
                  zombies=sp.count("n.zombies_arrive", d["count"]))


def _zombies_removed(sp, d):
    return sp.say("zombies_removed", zombies=sp.count("n.zombie", d["count"]), count=d["count"],
                  **{"from": sp.where("from", d["place"])})


_HANDLERS = {
    "ability": _ability,
    "attack": _attack,
    "attack_survivor": _attack_survivor,
    "ballot_cast": _seat_only("ballot_cast"),
    "barricade_broken": _entrance("barricade_broken"),
    "barricaded": _entrance("barricaded"),
    "barricades_removed": _barricades_removed,
    "bite_spreads": _bite_spreads,
    "card_taken": _card_taken,
    "card_taken_id": _card_only("card_taken_id"),
    "contributed": _contributed,
    "contributed_card": _card_only("contributed_card"),
    "crisis": _crisis,
    "crisis_failed": _crisis_failed,
    "crisis_reveal": _crisis_reveal,
    "crossroads_card": _crossroads_card,
    "crossroads_chosen": _crossroads_chosen,
    "crossroads_drawn": _crossroads_drawn,
    "crossroads_revealed": _crossroads_revealed,
    "dice": _dice,
    "dice_gained": _dice_changed("dice_gained"),
    "dice_lost": _dice_changed("dice_lost"),
    "die_raised": _die_raised,
    "discarded": _discarded,
    "draft_pick": _draft_pick,
    "drafted": _drafted,
    "drew": _drew,
    "drew_cards": _card_list("drew_cards"),
    "eliminated": _seat_only("eliminated"),
    "equipped": _equipped,
    "exile_called": _exile_called,
    "exiled": _exiled,
    "exiled_objective": _exiled_objective,
    "exiles_broke_colony": _plain("exiles_broke_colony"),
    "exposure": _exposure,
    "fed": _fed,
    "first_player": _seat_only("first_player"),
    "food": _food,
    "food_spent": _food_spent,
    "game_over": _game_over,
    "given": _given,
    "hand_lost": _hand_lost,
    "handed_off": _handed_off,
    "handoff_refused": _handoff_refused,
    "healed": _healed,
    "helpless_added": _helpless_added,
    "helpless_died": _plain("helpless_died"),
    "item_used": _item_used,
    "kept": _kept,
    "leader": _leader,
    "lured": _lured,
    "main_complete": _plain("main_complete"),
    "morale": _morale,
    "moved": _moved,
    "noise": _place_value("noise"),
    "noise_roll": _place_value("noise_roll"),
    "objective_card": _seat_card("objective_card"),
    "overrun": _entrance("overrun"),
    "played": _seat_card("played"),
    "played_as_die": _played_as_die,
    "request": _seat_only("request"),
    "round": _round,
    "round_track": _round_track,
    "search": _search,
    "searched": _card_list("searched"),
    "starvation": _starvation,
    "starving": _starving,
    "survivor_died": _survivor_lost("survivor_died"),
    "survivor_removed": _survivor_lost("survivor_removed"),
    "survivor_joined": _survivor_joined,
    "swapped": _swapped,
    "tie_broken": _tie_broken,
    "turn": _turn,
    "vote_revealed": _vote_revealed,
    "waste_check": _waste_check,
    "waste_cleaned": _waste_cleaned,
    "wounded": _wounded,
    "zombie_killed": _zombie_killed,
    "zombies_added": _zombies_added,
    "zombies_removed": _zombies_removed,
}

KINDS = frozenset(_HANDLERS) | HIDDEN   # every event kind this module knows

__all__ = ["HIDDEN", "KINDS", "LANGS", "MINUS", "Narrator", "TEMPLATES", "describe", "number",
           "signed"]
