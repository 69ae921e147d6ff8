Feature: Electronic Baccarat v4, section 3: how to play (card values, totals, the deal, pairs, the winner, the cutting card)

  The Table of Play (rule 3.8) has its own file, 03-table-of-play.feature.
  Every outline runs in each of the seven games. In several of them the
  Banker is given a Natural 9 (9S KC) so that nobody draws and the Player's
  two-card total can be read directly.

  Rule: 3.1 Betting opens, and the round begins, when the Player Terminal shows that bets are open
    Commencement of play shall begin when the Player Terminal displays
    "Place your bets, please" or "Bets are open".

    @clause:mbs-etg-v4:3.1
    Scenario Outline: 3.1 Wagers are taken only once the terminal shows bets open (<game>)
      Play starts when the terminal shows that bets are open: a wager before
      that is not taken; from then on wagers are placed.

      Given the game "<game>" with 8 decks
      When player "A" places a "banker" wager of 500 at position 1
      Then that is refused because "betting-not-open"
      When the table opens bets
      Then that is accepted
      And the table state is "betting-open"
      When player "A" places a "banker" wager of 500 at position 1
      Then that is accepted

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

    @clause:mbs-etg-v4:3.1 @clause:mbs-etg-v4:3.2
    Scenario Outline: 3.1, 3.2 A wager decreased while bets are open is settled on what remains (<game>)
      Until the terminal shows bets closed a player may take back part of a
      wager as well as all of it: the rest stays on the layout, and the
      round is settled on it. An engine that takes the whole wager for a
      part settles no wager here.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "player" wager of 1,000 at position 1
      And player "A" withdraws 400 from their "player" wager at position 1
      Then that is accepted
      When the table closes bets
      And the cards "7H KS KS 3C 2D" are dealt
      And the table settles the round
      Then the winner is "player"
      And player "A"'s "player" wager at position 1 is settled on a stake of 600
      And player "A"'s "player" wager at position 1 wins 600

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 3.2 Betting closes when the Player Terminal shows that bets are closed
    Closing of bets shall take effect when the Player Terminal displays "No
    more bets" or "Bets are closed".

    @clause:mbs-etg-v4:3.2
    Scenario Outline: 3.2 "No more bets" closes the betting, and the cards come only after it (<game>)
      Bets close when the terminal shows that they are closed. No card is
      dealt before that; after it no wager is taken, and the round is dealt
      and settled on the wagers placed while bets were open.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the card "5H" is dealt
      Then that is refused because "bets-not-closed"
      When the table closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When player "B" places a "tie" wager of 100 at position 2
      Then that is refused because "bets-closed"
      When the cards "5H 6S KD QC 6D TS" are dealt
      Then the table state is "complete"
      When the table settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "B" has no "tie" wager at position 2 in the settlement

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |

  Rule: 3.3 Card point values are as set out in the two sub-clauses below
    The point value of cards shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.3 under other rules.

  Rule: 3.3.1 An Ace counts one; Two to Nine count their face value
    Any card from Two to Nine inclusive shall have its point value as its
    face value and an Ace shall have as its point value a value of one; and

    @clause:mbs-etg-v4:3.3 @clause:mbs-etg-v4:3.3.1
    Scenario Outline: 3.3.1 <card> counts <value> (<game>)
      An Ace counts one point; a Two to a Nine counts its face value, whatever
      its suit.

      Given the game "<game>" with 8 decks
      And the shoe is "<card> 9S KD KC"
      When the coup is dealt
      Then the Player hand is "<card> KD" with total <value>

      Examples:
        | game                       | card | value |
        | mbs-etg-v4-super-six-ncb   | AH   | 1     |
        | mbs-etg-v4-super-six-ncb   | 2D   | 2     |
        | mbs-etg-v4-super-six-ncb   | 3C   | 3     |
        | mbs-etg-v4-super-six-ncb   | 4S   | 4     |
        | mbs-etg-v4-super-six-ncb   | 5H   | 5     |
        | mbs-etg-v4-super-six-ncb   | 6D   | 6     |
        | mbs-etg-v4-super-six-ncb   | 7C   | 7     |
        | mbs-etg-v4-super-six-ncb   | 8S   | 8     |
        | mbs-etg-v4-super-six-ncb   | 9H   | 9     |
        | mbs-etg-v4-fortune-six-ncb | AD   | 1     |
        | mbs-etg-v4-fortune-six-ncb | 2C   | 2     |
        | mbs-etg-v4-fortune-six-ncb | 3S   | 3     |
        | mbs-etg-v4-fortune-six-ncb | 4H   | 4     |
        | mbs-etg-v4-fortune-six-ncb | 5D   | 5     |
        | mbs-etg-v4-fortune-six-ncb | 6C   | 6     |
        | mbs-etg-v4-fortune-six-ncb | 7S   | 7     |
        | mbs-etg-v4-fortune-six-ncb | 8H   | 8     |
        | mbs-etg-v4-fortune-six-ncb | 9D   | 9     |
        | mbs-etg-v4-super-6-ncb     | AC   | 1     |
        | mbs-etg-v4-super-6-ncb     | 2S   | 2     |
        | mbs-etg-v4-super-6-ncb     | 3H   | 3     |
        | mbs-etg-v4-super-6-ncb     | 4D   | 4     |
        | mbs-etg-v4-super-6-ncb     | 5C   | 5     |
        | mbs-etg-v4-super-6-ncb     | 6S   | 6     |
        | mbs-etg-v4-super-6-ncb     | 7H   | 7     |
        | mbs-etg-v4-super-6-ncb     | 8D   | 8     |
        | mbs-etg-v4-super-6-ncb     | 9C   | 9     |
        | mbs-etg-v4-ncb             | AS   | 1     |
        | mbs-etg-v4-ncb             | 2H   | 2     |
        | mbs-etg-v4-ncb             | 3D   | 3     |
        | mbs-etg-v4-ncb             | 4C   | 4     |
        | mbs-etg-v4-ncb             | 5S   | 5     |
        | mbs-etg-v4-ncb             | 6H   | 6     |
        | mbs-etg-v4-ncb             | 7D   | 7     |
        | mbs-etg-v4-ncb             | 8C   | 8     |
        | mbs-etg-v4-ncb             | 9S   | 9     |
        | mbs-etg-v4-tiger           | AH   | 1     |
        | mbs-etg-v4-tiger           | 2D   | 2     |
        | mbs-etg-v4-tiger           | 3C   | 3     |
        | mbs-etg-v4-tiger           | 4S   | 4     |
        | mbs-etg-v4-tiger           | 5H   | 5     |
        | mbs-etg-v4-tiger           | 6D   | 6     |
        | mbs-etg-v4-tiger           | 7C   | 7     |
        | mbs-etg-v4-tiger           | 8S   | 8     |
        | mbs-etg-v4-tiger           | 9H   | 9     |
        | mbs-etg-v4-tiger-ncb       | AD   | 1     |
        | mbs-etg-v4-tiger-ncb       | 2C   | 2     |
        | mbs-etg-v4-tiger-ncb       | 3S   | 3     |
        | mbs-etg-v4-tiger-ncb       | 4H   | 4     |
        | mbs-etg-v4-tiger-ncb       | 5D   | 5     |
        | mbs-etg-v4-tiger-ncb       | 6C   | 6     |
        | mbs-etg-v4-tiger-ncb       | 7S   | 7     |
        | mbs-etg-v4-tiger-ncb       | 8H   | 8     |
        | mbs-etg-v4-tiger-ncb       | 9D   | 9     |
        | mbs-etg-v4-fabulous-4s     | AC   | 1     |
        | mbs-etg-v4-fabulous-4s     | 2S   | 2     |
        | mbs-etg-v4-fabulous-4s     | 3H   | 3     |
        | mbs-etg-v4-fabulous-4s     | 4D   | 4     |
        | mbs-etg-v4-fabulous-4s     | 5C   | 5     |
        | mbs-etg-v4-fabulous-4s     | 6S   | 6     |
        | mbs-etg-v4-fabulous-4s     | 7H   | 7     |
        | mbs-etg-v4-fabulous-4s     | 8D   | 8     |
        | mbs-etg-v4-fabulous-4s     | 9C   | 9     |

  Rule: 3.3.2 Tens, Jacks, Queens and Kings count zero
    Any Ten, Jack, Queen or King shall have a point value of zero.

    @clause:mbs-etg-v4:3.3 @clause:mbs-etg-v4:3.3.2
    Scenario Outline: 3.3.2 <card> counts zero (<game>)
      Tens, Jacks, Queens and Kings count nothing. A Ten may be written 10 on
      input; it is always reported as T.

      Given the game "<game>" with 8 decks
      And the shoe is "<card> 9S <other> KC"
      When the coup is dealt
      Then the Player hand is "<printed> <other>" with total 0

      Examples:
        | game                       | card | other | printed |
        | mbs-etg-v4-super-six-ncb   | TS   | QS    | TS      |
        | mbs-etg-v4-super-six-ncb   | JH   | TD    | JH      |
        | mbs-etg-v4-super-six-ncb   | QD   | JH    | QD      |
        | mbs-etg-v4-super-six-ncb   | KC   | KD    | KC      |
        | mbs-etg-v4-super-six-ncb   | 10S  | QC    | TS      |
        | mbs-etg-v4-fortune-six-ncb | TH   | TD    | TH      |
        | mbs-etg-v4-fortune-six-ncb | JD   | JH    | JD      |
        | mbs-etg-v4-fortune-six-ncb | QC   | KD    | QC      |
        | mbs-etg-v4-fortune-six-ncb | KS   | QS    | KS      |
        | mbs-etg-v4-fortune-six-ncb | 10H  | QC    | TH      |
        | mbs-etg-v4-super-6-ncb     | TD   | JH    | TD      |
        | mbs-etg-v4-super-6-ncb     | JC   | KD    | JC      |
        | mbs-etg-v4-super-6-ncb     | QS   | QS    | QS      |
        | mbs-etg-v4-super-6-ncb     | KH   | TD    | KH      |
        | mbs-etg-v4-super-6-ncb     | 10D  | QC    | TD      |
        | mbs-etg-v4-ncb             | TC   | KD    | TC      |
        | mbs-etg-v4-ncb             | JS   | QS    | JS      |
        | mbs-etg-v4-ncb             | QH   | TD    | QH      |
        | mbs-etg-v4-ncb             | KD   | JH    | KD      |
        | mbs-etg-v4-ncb             | 10C  | QC    | TC      |
        | mbs-etg-v4-tiger           | TS   | QS    | TS      |
        | mbs-etg-v4-tiger           | JH   | TD    | JH      |
        | mbs-etg-v4-tiger           | QD   | JH    | QD      |
        | mbs-etg-v4-tiger           | KC   | KD    | KC      |
        | mbs-etg-v4-tiger           | 10S  | QC    | TS      |
        | mbs-etg-v4-tiger-ncb       | TH   | TD    | TH      |
        | mbs-etg-v4-tiger-ncb       | JD   | JH    | JD      |
        | mbs-etg-v4-tiger-ncb       | QC   | KD    | QC      |
        | mbs-etg-v4-tiger-ncb       | KS   | QS    | KS      |
        | mbs-etg-v4-tiger-ncb       | 10H  | QC    | TH      |
        | mbs-etg-v4-fabulous-4s     | TD   | JH    | TD      |
        | mbs-etg-v4-fabulous-4s     | JC   | KD    | JC      |
        | mbs-etg-v4-fabulous-4s     | QS   | QS    | QS      |
        | mbs-etg-v4-fabulous-4s     | KH   | TD    | KH      |
        | mbs-etg-v4-fabulous-4s     | 10D  | QC    | TD      |

  Rule: 3.4 A hand's point total is worked out as in the two sub-clauses below
    The point total of a hand shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.4 under other rules.

  Rule: 3.4.1 A card sum from 0 to 9 is itself the point total
    Where the total value of the cards in the hand is a number between zero
    and nine, the point total shall be that number; or

    @clause:mbs-etg-v4:3.4 @clause:mbs-etg-v4:3.4.1
    Scenario Outline: 3.4.1 Cards adding up to <sum> give a point total of <pt> (<game>)
      If the point values of a hand's cards add up to nine or less, that sum
      is the hand's point total.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>

      Examples:
        | game                       | sum | shoe           | player   | pt |
        | mbs-etg-v4-super-six-ncb   | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-super-six-ncb   | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-super-six-ncb   | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-super-six-ncb   | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-fortune-six-ncb | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-fortune-six-ncb | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-fortune-six-ncb | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-fortune-six-ncb | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-super-6-ncb     | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-super-6-ncb     | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-super-6-ncb     | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-super-6-ncb     | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-ncb             | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-ncb             | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-ncb             | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-ncb             | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-tiger           | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-tiger           | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-tiger           | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-tiger           | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-tiger-ncb       | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-tiger-ncb       | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-tiger-ncb       | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-tiger-ncb       | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |
        | mbs-etg-v4-fabulous-4s     | 0   | KH 9S QD KC    | KH QD    | 0  |
        | mbs-etg-v4-fabulous-4s     | 1   | AH 9S KD KC    | AH KD    | 1  |
        | mbs-etg-v4-fabulous-4s     | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | mbs-etg-v4-fabulous-4s     | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |

  Rule: 3.4.2 A card sum of 10 or more counts only its last digit (sum modulo 10)
    Where the total value of the cards in the hand is the number ten or a
    higher number, the point total shall be the right digit of that number
    only.

    @clause:mbs-etg-v4:3.4 @clause:mbs-etg-v4:3.4.2
    Scenario Outline: 3.4.2 Cards adding up to <sum> give a point total of <pt> (<game>)
      If the point values add up to ten or more, only the last digit counts:
      the point total is the sum less ten (or twenty).

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | game                       | sum | shoe              | player   | pt | banker   | bt |
        | mbs-etg-v4-super-six-ncb   | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-super-six-ncb   | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-super-six-ncb   | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-super-six-ncb   | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-super-six-ncb   | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-fortune-six-ncb | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-fortune-six-ncb | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-fortune-six-ncb | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-fortune-six-ncb | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-fortune-six-ncb | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-super-6-ncb     | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-super-6-ncb     | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-super-6-ncb     | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-super-6-ncb     | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-super-6-ncb     | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-ncb             | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-ncb             | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-ncb             | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-ncb             | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-ncb             | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-tiger           | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-tiger           | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-tiger           | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-tiger           | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-tiger           | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-tiger-ncb       | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-tiger-ncb       | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-tiger-ncb       | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-tiger-ncb       | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-tiger-ncb       | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |
        | mbs-etg-v4-fabulous-4s     | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | mbs-etg-v4-fabulous-4s     | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | mbs-etg-v4-fabulous-4s     | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | mbs-etg-v4-fabulous-4s     | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | mbs-etg-v4-fabulous-4s     | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |

  Rule: 3.5 Players choose their own wagers on the terminal layout
    Players are responsible for the selection of their wagers on the layout
    of the Player Terminals.

    # Procedural: the player's own responsibility for choosing wagers; nothing to compute

  Rule: 3.6 Two hands are dealt, Player and Banker, in the order below
    There shall be two hands dealt, one of which shall be designated as the
    "Player" hand and the other as the "Banker" hand, with:

    @clause:mbs-etg-v4:3.6 @clause:mbs-etg-v4:3.6.1 @clause:mbs-etg-v4:3.6.2
    Scenario Outline: 3.6 Two hands; cards one and three to the Player, two and four to the Banker (<shoe>, <game>)
      Each round deals two hands, the Player hand and the Banker hand. The
      first four cards go Player, Banker, Player, Banker: the Player's two
      cards are the first and the third (3.6.1), the Banker's the second and
      the fourth (3.6.2). Any third card comes after these four.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | game                       | shoe              | player   | pt | banker   | bt | winner |
        | mbs-etg-v4-super-six-ncb   | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-super-six-ncb   | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-super-six-ncb   | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-fortune-six-ncb | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-fortune-six-ncb | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-fortune-six-ncb | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-super-6-ncb     | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-super-6-ncb     | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-super-6-ncb     | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-ncb             | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-ncb             | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-ncb             | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-ncb             | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-tiger           | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-tiger           | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-tiger           | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-tiger           | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-tiger-ncb       | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-tiger-ncb       | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-tiger-ncb       | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |
        | mbs-etg-v4-fabulous-4s     | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | mbs-etg-v4-fabulous-4s     | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | mbs-etg-v4-fabulous-4s     | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |

  Rule: 3.6.1 Cards one and three drawn are the Player hand's first two cards
    The first and third cards dealt representing the first and second cards
    of the "Player" hand; and

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.6.1 under other rules.

  Rule: 3.6.2 Cards two and four drawn are the Banker hand's first two cards
    The second and fourth cards dealt representing the first and second
    cards of the "Banker" hand.

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.6.2 under other rules.

  Rule: 3.7 The four initial cards decide the Player Pair and Banker Pair wagers
    These four cards shall determine the outcome of "Player Pair" and
    "Banker Pair" wagers.

    @clause:mbs-etg-v4:3.7 @clause:mbs-etg-v4:3.7.1 @clause:mbs-etg-v4:3.7.2
    Scenario Outline: 3.7 The first four cards alone decide the Pair wagers (<case>, <game>)
      Player Pair wins when the Player's first two cards are a pair (3.7.1),
      Banker Pair when the Banker's are (3.7.2); otherwise each loses. Third
      cards do not count, and neither does who wins the round. A pair pays 11
      to 1. The four games with Pair wagers are checked.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | game                       | case                                   | shoe              | winner | player pair | banker pair |
        | mbs-etg-v4-super-six-ncb   | Player pair, Player wins               | 4H 2S 4D 3C KS 9D | player | wins 1100   | loses       |
        | mbs-etg-v4-super-six-ncb   | Player pair, Player loses              | 7S 4D 7C 4H 9S    | banker | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | Banker pair, Banker wins               | 2S 9H 3C 9D 5H    | banker | loses       | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | Banker pair, Banker loses              | 9C 6D KS 6S 5H    | player | loses       | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | both pairs, a Tie                      | 8H 8S 8D 8C 5H    | tie    | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | a Player third card matching the first | 5H 2S KD 3C 5C AS | banker | loses       | loses       |
        | mbs-etg-v4-super-six-ncb   | a Banker third card matching           | 2H 3S 3D KC 4S 3C | player | loses       | loses       |
        | mbs-etg-v4-super-six-ncb   | no pair                                | 2H 7S 3D KC 4S 9D | player | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | Player pair, Player wins               | 4H 2S 4D 3C KS 9D | player | wins 1100   | loses       |
        | mbs-etg-v4-fortune-six-ncb | Player pair, Player loses              | 7S 4D 7C 4H 9S    | banker | wins 1100   | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | Banker pair, Banker wins               | 2S 9H 3C 9D 5H    | banker | loses       | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | Banker pair, Banker loses              | 9C 6D KS 6S 5H    | player | loses       | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | both pairs, a Tie                      | 8H 8S 8D 8C 5H    | tie    | wins 1100   | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | a Player third card matching the first | 5H 2S KD 3C 5C AS | banker | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | a Banker third card matching           | 2H 3S 3D KC 4S 3C | player | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | no pair                                | 2H 7S 3D KC 4S 9D | player | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | Player pair, Player wins               | 4H 2S 4D 3C KS 9D | player | wins 1100   | loses       |
        | mbs-etg-v4-super-6-ncb     | Player pair, Player loses              | 7S 4D 7C 4H 9S    | banker | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | Banker pair, Banker wins               | 2S 9H 3C 9D 5H    | banker | loses       | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | Banker pair, Banker loses              | 9C 6D KS 6S 5H    | player | loses       | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | both pairs, a Tie                      | 8H 8S 8D 8C 5H    | tie    | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | a Player third card matching the first | 5H 2S KD 3C 5C AS | banker | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | a Banker third card matching           | 2H 3S 3D KC 4S 3C | player | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | no pair                                | 2H 7S 3D KC 4S 9D | player | loses       | loses       |
        | mbs-etg-v4-ncb             | Player pair, Player wins               | 4H 2S 4D 3C KS 9D | player | wins 1100   | loses       |
        | mbs-etg-v4-ncb             | Player pair, Player loses              | 7S 4D 7C 4H 9S    | banker | wins 1100   | wins 1100   |
        | mbs-etg-v4-ncb             | Banker pair, Banker wins               | 2S 9H 3C 9D 5H    | banker | loses       | wins 1100   |
        | mbs-etg-v4-ncb             | Banker pair, Banker loses              | 9C 6D KS 6S 5H    | player | loses       | wins 1100   |
        | mbs-etg-v4-ncb             | both pairs, a Tie                      | 8H 8S 8D 8C 5H    | tie    | wins 1100   | wins 1100   |
        | mbs-etg-v4-ncb             | a Player third card matching the first | 5H 2S KD 3C 5C AS | banker | loses       | loses       |
        | mbs-etg-v4-ncb             | a Banker third card matching           | 2H 3S 3D KC 4S 3C | player | loses       | loses       |
        | mbs-etg-v4-ncb             | no pair                                | 2H 7S 3D KC 4S 9D | player | loses       | loses       |

  Rule: 3.7.1 Player Pair wins when the Player hand's first two cards are a pair
    "Player pair" wagers win if the initial two cards of the "Player" hand
    constitute a "Pair"; and

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.7.1 under other rules.

  Rule: 3.7.2 Banker Pair wins when the Banker hand's first two cards are a pair
    "Banker pair" wagers win if the initial two cards of the "Banker" hand
    constitute a "Pair".

    # Tested by the scenarios tagged @clause:mbs-etg-v4:3.7.2 under other rules.

  Rule: 3.7.3 The same four cards decide the Player and Banker Precious Pair wagers
    These four cards shall also determine the outcome of "Player Precious
    Pair" and "Banker Precious Pair" wagers.

    @clause:mbs-etg-v4:3.7.3 @interpretation:3
    Scenario Outline: 3.7.3 The first four cards alone decide the Precious Pair wagers (<case>, <game>)
      Each hand's Precious Pair is judged on its first two cards, whoever wins
      the round; a third card never makes or changes it.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-precious-pair" and "banker-precious-pair"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "player-precious-pair" wager <player precious>
      And the "banker-precious-pair" wager <banker precious>

      Examples:
        | game                       | case                                | shoe              | winner | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-super-six-ncb   | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-super-six-ncb   | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-super-six-ncb   | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-fortune-six-ncb | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-fortune-six-ncb | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-fortune-six-ncb | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-fortune-six-ncb | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-super-6-ncb     | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-super-6-ncb     | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-super-6-ncb     | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-super-6-ncb     | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-ncb             | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-ncb             | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-ncb             | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-ncb             | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-tiger           | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-tiger           | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-tiger           | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-tiger           | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-tiger-ncb       | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-tiger-ncb       | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-tiger-ncb       | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-tiger-ncb       | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |
        | mbs-etg-v4-fabulous-4s     | Player 4s, Player loses             | 4H 4S 4D 5S 9C    | banker | wins 1500       | loses           |
        | mbs-etg-v4-fabulous-4s     | Banker Diamond Queens, Banker loses | 9C QD KS QD 5H    | player | loses           | wins 1200       |
        | mbs-etg-v4-fabulous-4s     | both paired, a Tie                  | 8H 8S 8D 8C 5H    | tie    | wins 900        | wins 900        |
        | mbs-etg-v4-fabulous-4s     | third cards matching                | 5H 2S KD 3C 5C 2D | banker | loses           | loses           |

  Rule: 3.9 The hand with the higher point total wins the round
    The winning outcome shall be determined based on the hand with the
    highest point total.

    @clause:mbs-etg-v4:3.9
    Scenario Outline: 3.9 The higher point total wins (<pt> against <bt>, <game>)
      The hand with the higher final point total wins the round: the Player
      wager wins when the Player's is higher and loses otherwise, and the
      Banker wager the reverse (what a win pays is the game's pay table).

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "player" wager <player>
      And the "banker" wager <banker>

      Examples:
        | game                       | shoe              | pt | bt | winner | player   | banker   |
        | mbs-etg-v4-super-six-ncb   | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-super-six-ncb   | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-super-six-ncb   | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-super-six-ncb   | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-super-six-ncb   | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-fortune-six-ncb | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-fortune-six-ncb | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |
        | mbs-etg-v4-super-6-ncb     | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-super-6-ncb     | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-super-6-ncb     | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-super-6-ncb     | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-super-6-ncb     | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |
        | mbs-etg-v4-ncb             | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-ncb             | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-ncb             | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-ncb             | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-ncb             | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |
        | mbs-etg-v4-tiger           | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-tiger           | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 95  |
        | mbs-etg-v4-tiger           | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-tiger           | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 95  |
        | mbs-etg-v4-tiger           | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 95  |
        | mbs-etg-v4-tiger-ncb       | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-tiger-ncb       | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-tiger-ncb       | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-tiger-ncb       | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-tiger-ncb       | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |
        | mbs-etg-v4-fabulous-4s     | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | mbs-etg-v4-fabulous-4s     | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | mbs-etg-v4-fabulous-4s     | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | mbs-etg-v4-fabulous-4s     | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | mbs-etg-v4-fabulous-4s     | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 200 |

  Rule: 3.9.1 Equal totals are a Tie: Player and Banker wagers neither win nor lose, Tie wagers win
    If the "Player" and "Banker" hands have an identical point total, the
    round of play is a "Tie". The initial wagers on "Player" and "Banker" do
    not win or lose in this case and all "Tie wagers" win.

    @clause:mbs-etg-v4:3.9.1 @clause:mbs-etg-v4:1.1.12 @clause:mbs-etg-v4:1.1.20
    Scenario Outline: 3.9.1 Equal totals of <total> are a Tie: Player and Banker push, Tie wins (<game>)
      If both hands end on the same point total the round is a Tie: wagers on
      Player and on Banker neither win nor lose, and Tie wagers win 8 to 1. A
      Tie on 6 is a push for the Banker wager even where a Banker 6 pays 1 to
      2, and a Tie on 4 or 1 is a push in Fabulous 4's too.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker" and "tie"
      When the coup is dealt
      Then the Player total is <total>
      And the Banker total is <total>
      And the winner is "tie"
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager wins 800

      Examples:
        | game                       | total | shoe              |
        | mbs-etg-v4-super-six-ncb   | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-super-six-ncb   | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-super-six-ncb   | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-super-six-ncb   | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-super-six-ncb   | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-super-six-ncb   | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-super-six-ncb   | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-super-six-ncb   | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-super-six-ncb   | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-super-six-ncb   | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-fortune-six-ncb | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-fortune-six-ncb | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-fortune-six-ncb | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-fortune-six-ncb | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-fortune-six-ncb | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-fortune-six-ncb | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-fortune-six-ncb | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-fortune-six-ncb | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-fortune-six-ncb | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-fortune-six-ncb | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-super-6-ncb     | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-super-6-ncb     | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-super-6-ncb     | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-super-6-ncb     | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-super-6-ncb     | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-super-6-ncb     | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-super-6-ncb     | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-super-6-ncb     | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-super-6-ncb     | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-super-6-ncb     | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-ncb             | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-ncb             | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-ncb             | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-ncb             | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-ncb             | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-ncb             | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-ncb             | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-ncb             | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-ncb             | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-ncb             | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-tiger           | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-tiger           | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-tiger           | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-tiger           | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-tiger           | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-tiger           | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-tiger           | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-tiger           | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-tiger           | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-tiger           | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-tiger-ncb       | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-tiger-ncb       | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-tiger-ncb       | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-tiger-ncb       | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-tiger-ncb       | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-tiger-ncb       | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-tiger-ncb       | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-tiger-ncb       | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-tiger-ncb       | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-tiger-ncb       | 9     | 9H 9S KD KC       |
        | mbs-etg-v4-fabulous-4s     | 0     | KH QS KD QC TH JS |
        | mbs-etg-v4-fabulous-4s     | 1     | AH AS KD KC TH TS |
        | mbs-etg-v4-fabulous-4s     | 2     | 2H 2S KD KC TH TS |
        | mbs-etg-v4-fabulous-4s     | 3     | 3H 3S KD KC TH TS |
        | mbs-etg-v4-fabulous-4s     | 4     | 4H 4S KD KC TH TS |
        | mbs-etg-v4-fabulous-4s     | 5     | KH QS JD TC 5H 5D |
        | mbs-etg-v4-fabulous-4s     | 6     | 6H 6S KD KC       |
        | mbs-etg-v4-fabulous-4s     | 7     | 2H 4S 3D KC 2C 3S |
        | mbs-etg-v4-fabulous-4s     | 8     | 8H 8S KD KC       |
        | mbs-etg-v4-fabulous-4s     | 9     | 9H 9S KD KC       |

  Rule: 3.10 A cutting card drawn during a round is taken out and the round is completed
    When the cutting card appears during the round of play, the cutting card
    shall be removed and the round of play shall be completed.

    @clause:mbs-etg-v4:3.10
    Scenario Outline: 3.10 The cutting card is taken out and the round completed (<where>, <game>)
      Only playing cards are dealt to the hands. When the cutting card comes
      out during a round it is set aside, the round goes on with the next card
      and is completed. The cutting card counts among the tokens used.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "player" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the cutting card <met> met
      And the "player" wager <outcome>

      Examples:
        | game                       | where                   | shoe                     | player   | pt | banker   | bt | cards | met     | outcome  |
        | mbs-etg-v4-super-six-ncb   | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-super-six-ncb   | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-super-six-ncb   | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-super-six-ncb   | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-super-six-ncb   | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-fortune-six-ncb | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-fortune-six-ncb | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-fortune-six-ncb | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-super-6-ncb     | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-super-6-ncb     | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-super-6-ncb     | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-super-6-ncb     | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-super-6-ncb     | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-ncb             | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-ncb             | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-ncb             | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-ncb             | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-ncb             | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-tiger           | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-tiger           | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-tiger           | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-tiger           | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-tiger           | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-tiger-ncb       | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-tiger-ncb       | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-tiger-ncb       | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-tiger-ncb       | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-tiger-ncb       | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |
        | mbs-etg-v4-fabulous-4s     | first                   | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-fabulous-4s     | in the initial deal     | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | loses    |
        | mbs-etg-v4-fabulous-4s     | before a third card     | 2H 7S 3D KC CUT 4S 5H    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | wins 100 |
        | mbs-etg-v4-fabulous-4s     | before the Banker third | 2H 3S 3D KC 4S CUT 5C 6H | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | wins 100 |
        | mbs-etg-v4-fabulous-4s     | after the round         | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | loses    |

    @clause:mbs-etg-v4:3.10 @interpretation:12
    Scenario Outline: 3.10 In a shoe, the round in which the cutting card comes out is completed and is the last (<game>)
      The round during which the cutting card appears is played to its end
      with the cards after it, and no further round is dealt from the shoe.

      Given the game "<game>" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S CUT 3D KC 4S 5H 6S KD QC 6D TS"
      And a "player" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "cut-card"
      And 10 cards are used
      And in round 1, the cutting card was not met
      And in round 1, the "player" wager loses
      And in round 2, the Player hand is "2H 3D 4S" with total 9
      And in round 2, the cutting card was met
      And in round 2, the "player" wager wins 100

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |
