Feature: 6 Star No Commission Baccarat: stakes and table settings the contract refuses

  A stake is a whole number of minor units from 1 to 10^12, and a
  table rounding unit is a whole number of minor units, at least 1 (0
  for the default of 1): README.md "The contract", docs/protocol.md. A stake
  of 0 or below, or a negative rounding unit, is refused as invalid on
  every game, never dealt and settled. The clause tags say which rows
  these scenarios cover; a failure is blamed on the money contract
  (docs/certify.md "Blame").

  @clause:mbs-6star-ncb-2017:4.1 @interpretation:16
  Scenario Outline: 4.1 A stake of <stake> on mbs-6star-ncb-2017 is refused as invalid
    A stake below one minor unit is no wager: the engine refuses the
    request instead of dealing and settling it.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "2Fi 7Go 3Ea 5Wo 4Fi 9Go"
    And a "player" wager of <stake>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | stake |
      | 0     |
      | -100  |

  @clause:mbs-6star-ncb-2017:4.1 @interpretation:16
  Scenario Outline: 4.1 A rounding unit of <unit> on mbs-6star-ncb-2017 is refused as invalid
    A negative rounding unit is no table setting: the engine refuses the
    request instead of settling with some other unit.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "2Fi 7Go 3Ea 5Wo 4Fi 9Go"
    And a "player" wager of 100
    And the table rounds payouts down to <unit>
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | unit |
      | -1   |
      | -100 |
