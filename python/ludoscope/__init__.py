"""ludoscope's games for Python.

- ``ludoscope.pettingzoo``: every game of the catalog as a PettingZoo environment
  (``env(spec)``, ``parallel_env(spec)``, ``games()``).
- ``ludoscope.agent``: a PettingZoo-style policy as an agent of ludoscope's line
  protocol (``python -m ludoscope.agent my_agent:policy``).
- ``ludoscope.trace``: writing a search trace for ``ludoscope trace check``.

Nothing is imported here: each submodule loads what it needs (the native
module and numpy only with ``ludoscope.pettingzoo``), so ``ludoscope.trace``
works without numpy.
"""

__version__ = "0.1.0"
