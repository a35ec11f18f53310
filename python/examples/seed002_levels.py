"""Seed 002's Connect Four agents, levels 0 to 3, written as the course's students
write them: PettingZoo-style policies ``policy(observation, agent)`` on
connect_four_v3's observation (seed 002, 2.2: a (6, 7, 2) grid, row 0 at the top,
channel 0 the acting agent's stones, channel 1 its opponent's) and its
``action_mask`` (seed 002, 2.1: "la valeur associée à cet index indiquant si le
coup est légal (valeur 1) ou non (valeur 0)").

    python -m ludoscope.agent python/examples/seed002_levels.py:level3

Chance comes from Python's ``random`` module, which ``ludoscope.agent`` seeds
from the hello's ``seed``: the same seed plays the same game.
"""

import random

ROWS, COLUMNS = 6, 7
ME, OPPONENT = 0, 1

# The 4 directions of seed 002, 1.2, each as its two half-directions (row, column).
HALF_DIRECTIONS = [
    ((1, 0), None),  # "vers le bas" (row 0 is the top: down is row + 1)
    ((0, -1), (0, 1)),  # "vers la gauche et la droite"
    ((-1, -1), (1, 1)),  # "la première diagonale"
    ((-1, 1), (1, -1)),  # "la deuxième diagonale"
]


def legal_columns(observation):
    """Seed 002, 3.1: "récupérer les index i tels que mask[i]==1"."""
    mask = observation["action_mask"]
    return [i for i in range(len(mask)) if mask[i] == 1]


def landing_row(grid, column):
    """The row where a stone dropped in ``column`` stops ("tombe alors le long de
    celle-ci"), or None when the column is full."""
    for row in range(ROWS - 1, -1, -1):
        if grid[row][column][ME] == 0 and grid[row][column][OPPONENT] == 0:
            return row
    return None


def contiguous(grid, row, column, step, k):
    """Seed 002, 1.2: the number of contiguous stones of channel ``k`` from
    (row, column), not counting it, in the half-direction ``step``."""
    count = 0
    r, c = row + step[0], column + step[1]
    while 0 <= r < ROWS and 0 <= c < COLUMNS and grid[r][c][k] == 1:
        count += 1
        r, c = r + step[0], c + step[1]
    return count


def wins(grid, column, k):
    """Whether a stone of channel ``k`` dropped in ``column`` makes 4 in a row,
    by seed 002, 1.2's pseudo-code: 3 contiguous stones below, or, on each other
    direction, the two half-directions' counts with the new stone making more
    than 3 ("si la somme des deux > 3 -> victoire", the dropped stone counted)."""
    row = landing_row(grid, column)
    if row is None:
        return False
    for first, second in HALF_DIRECTIONS:
        count = contiguous(grid, row, column, first, k)
        if second is None:
            if count == 3:  # "vers le bas : si 3 -> victoire"
                return True
        elif 1 + count + contiguous(grid, row, column, second, k) > 3:
            return True
    return False


def level0(observation, agent):
    """Seed 002, 3.2, Niveau 0: "l'agent choisis une colonne aléatoirement sans
    tenir compte de l'action_mask et peut donc jouer des coups illégaux" (and
    "un coup illégal entraîne une défaite", 1.1)."""
    return random.randrange(len(observation["action_mask"]))


def level1(observation, agent):
    """Seed 002, 3.2, Niveau 1: "l'agent joue des coups au hasard mais légaux
    c'est à dire dans les colonnes dont la valeur dans l'action mask vaut 1"."""
    return random.choice(legal_columns(observation))


def level2(observation, agent):
    """Seed 002, 3.2, Niveau 2: "l'agent observe sur sa grille, parmis les
    colonnes jouables, lesquelles peuvent mènent à une victoire immédiate [...]
    Si il en trouve une, il la sélectionne. Sinon il joue au hasard." (the first
    such column from the left; otherwise level 1)."""
    grid = observation["observation"]
    for column in legal_columns(observation):
        if wins(grid, column, ME):
            return column
    return level1(observation, agent)


def level3(observation, agent):
    """Seed 002, 3.2, Niveau 3: after level 2's check finds no win, "celui-ci
    vérifie les opportunités de victoires de son adversaire et le bloque si il
    repère un motif de victoire. Dans le cas, où il n'en trouve pas, il joue au
    hasard." (blocking = playing where the opponent's stone would win)."""
    grid = observation["observation"]
    columns = legal_columns(observation)
    for k in (ME, OPPONENT):
        for column in columns:
            if wins(grid, column, k):
                return column
    return level1(observation, agent)
