Feature: Electronic Baccarat v4: stakes and table settings the contract refuses

  A stake is a whole number of minor units from 1 to 10^12, and a
  table rounding unit is a whole number of minor units, at least 1 (0
  for the default of 1): README.md "The contract", docs/protocol.md. A stake
  of 0 or below, or a negative rounding unit, is refused as invalid on
  every game, never dealt and settled. The clause tags say which rows
  these scenarios cover; a failure is blamed on the money contract
  (docs/certify.md "Blame").

  @clause:mbs-etg-v4:4.1 @interpretation:16
  Scenario Outline: 4.1 A stake of <stake> on mbs-etg-v4-super-six-ncb is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-super-six-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.1 @interpretation:16
  Scenario Outline: 4.1 A rounding unit of <unit> on mbs-etg-v4-super-six-ncb is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-super-six-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.2 @interpretation:16
  Scenario Outline: 4.2 A stake of <stake> on mbs-etg-v4-fortune-six-ncb is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-fortune-six-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.2 @interpretation:16
  Scenario Outline: 4.2 A rounding unit of <unit> on mbs-etg-v4-fortune-six-ncb is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-fortune-six-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.3 @interpretation:16
  Scenario Outline: 4.3 A stake of <stake> on mbs-etg-v4-super-6-ncb is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-super-6-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.3 @interpretation:16
  Scenario Outline: 4.3 A rounding unit of <unit> on mbs-etg-v4-super-6-ncb is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-super-6-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.4 @interpretation:16
  Scenario Outline: 4.4 A stake of <stake> on mbs-etg-v4-ncb is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.4 @interpretation:16
  Scenario Outline: 4.4 A rounding unit of <unit> on mbs-etg-v4-ncb is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.7 @interpretation:16
  Scenario Outline: 4.7 A stake of <stake> on mbs-etg-v4-tiger is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-tiger" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.7 @interpretation:16
  Scenario Outline: 4.7 A rounding unit of <unit> on mbs-etg-v4-tiger is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-tiger" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.8 @interpretation:16
  Scenario Outline: 4.8 A stake of <stake> on mbs-etg-v4-tiger-ncb is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-tiger-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.8 @interpretation:16
  Scenario Outline: 4.8 A rounding unit of <unit> on mbs-etg-v4-tiger-ncb is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-tiger-ncb" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |

  @clause:mbs-etg-v4:4.11 @interpretation:16
  Scenario Outline: 4.11 A stake of <stake> on mbs-etg-v4-fabulous-4s is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-etg-v4-fabulous-4s" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-etg-v4:4.11 @interpretation:16
  Scenario Outline: 4.11 A rounding unit of <unit> on mbs-etg-v4-fabulous-4s is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-etg-v4-fabulous-4s" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |
