Feature: Electronic Baccarat v4: the Dragon Bonus only where the rules offer it

  Rules 4.5 and 4.6 make the Player and Banker Dragon Bonus optional wagers
  of Fortune Six and Super 6 No Commission Baccarat only. On the other
  electronic games no table offers them: a request with a Dragon Bonus
  wager is refused as invalid, not settled with the Dragon Bonus pay table.

  @clause:mbs-etg-v4:4.5 @clause:mbs-etg-v4:4.6
  Scenario Outline: 4.5-4.6 The <wager> wager is refused on <game>
    A wager the game's rules do not offer is invalid on every engine.

    Given the game "<game>" with 8 decks
    And the shoe is "2H 7S 3D KC 4S 9D"
    And a "<wager>" wager of 100
    When the coup is dealt
    Then the request is refused as invalid

    Examples:
      | game                     | wager               |
      | mbs-etg-v4-super-six-ncb | player-dragon-bonus |
      | mbs-etg-v4-super-six-ncb | banker-dragon-bonus |
      | mbs-etg-v4-ncb           | player-dragon-bonus |
      | mbs-etg-v4-ncb           | banker-dragon-bonus |
      | mbs-etg-v4-tiger         | player-dragon-bonus |
      | mbs-etg-v4-tiger         | banker-dragon-bonus |
      | mbs-etg-v4-tiger-ncb     | player-dragon-bonus |
      | mbs-etg-v4-tiger-ncb     | banker-dragon-bonus |
      | mbs-etg-v4-fabulous-4s   | player-dragon-bonus |
      | mbs-etg-v4-fabulous-4s   | banker-dragon-bonus |
