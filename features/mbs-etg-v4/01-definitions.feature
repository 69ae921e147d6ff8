Feature: Electronic Baccarat v4, section 1: definitions

  The defined terms are checked through what they define, in every game that
  uses them: the side wagers (Dragon Bonus, Fabulous 4, the Tiger family,
  Fortune Six, Super 6, Precious Pair) by their win and lose boundaries;
  commission by the Banker payout of the one game that takes it; a hand, the
  initial deal, a Natural, a push, a pair, a round and a Tie by what the
  engine deals and settles. Amounts are net wins in minor units on a stake of
  100 unless a row says otherwise; the pay rows themselves are checked in
  04-settlement.feature.

  Rule: 1.1 Opens the list of defined terms
    In these rules:

    # Procedural: lead-in to the definitions that follow; each definition is checked on its own

  Rule: 1.1.1 Banker Dragon Bonus: wager placed before the close that wins in either case below
    "Banker Dragon Bonus" means a wager that may be placed by a Player prior
    to the closing of bets and wins when:

    @clause:mbs-etg-v4:1.1.1
    Scenario Outline: 1.1.1 Banker Dragon Bonus <outcome> when <case> (<game>)
      The Banker Dragon Bonus wins when the Banker wins by 4 points or more
      without a Natural, or wins with a Natural whatever the margin. A win by
      fewer than 4 points without a Natural, a Banker loss and a Tie that is not
      a Natural Tie all lose it. It is offered in Fortune Six and Super 6.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker-dragon-bonus" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the "banker-dragon-bonus" wager <outcome>

      @clause:mbs-etg-v4:1.1.1.1
      Examples: a Banker win without a Natural, by margin
        | game                       | case                               | shoe                 | player   | pt | banker   | bt | outcome   |
        | mbs-etg-v4-fortune-six-ncb | a three-card 3 loses to 7 (by 4)   | KH 7S QD KC 3C 9H    | KH QD 3C | 3  | 7S KC    | 7  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | a three-card 4 loses to 7 (by 3)   | KH 7S QD KC 4C 9H    | KH QD 4C | 4  | 7S KC    | 7  | loses     |
        | mbs-etg-v4-fortune-six-ncb | Banker draws to 9 against 0 (by 9) | KH KS QD QC TC 9C    | KH QD TC | 0  | KS QC 9C | 9  | wins 3000 |
        | mbs-etg-v4-fortune-six-ncb | Banker draws to 5 against 1 (by 4) | KH 3S QD KC AC 2H 7D | KH QD AC | 1  | 3S KC 2H | 5  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | a three-card 3 loses to 7 (by 4)   | KH 7S QD KC 3C 9H    | KH QD 3C | 3  | 7S KC    | 7  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | a three-card 4 loses to 7 (by 3)   | KH 7S QD KC 4C 9H    | KH QD 4C | 4  | 7S KC    | 7  | loses     |
        | mbs-etg-v4-super-6-ncb     | Banker draws to 9 against 0 (by 9) | KH KS QD QC TC 9C    | KH QD TC | 0  | KS QC 9C | 9  | wins 3000 |
        | mbs-etg-v4-super-6-ncb     | Banker draws to 5 against 1 (by 4) | KH 3S QD KC AC 2H 7D | KH QD AC | 1  | 3S KC 2H | 5  | wins 100  |

      @clause:mbs-etg-v4:1.1.1.2
      Examples: a Banker win with a Natural, by any margin
        | game                       | case                          | shoe           | player | pt | banker | bt | outcome  |
        | mbs-etg-v4-fortune-six-ncb | a Natural 8 beats 7 (by 1)    | 7H 8S KD KC 5C | 7H KD  | 7  | 8S KC  | 8  | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | a Natural 9 beats 0 (by 9)    | KH 9S QD KC 5C | KH QD  | 0  | 9S KC  | 9  | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | a Natural 9 beats a Natural 8 | 8H 9S KD KC 5C | 8H KD  | 8  | 9S KC  | 9  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 8 beats 7 (by 1)    | 7H 8S KD KC 5C | 7H KD  | 7  | 8S KC  | 8  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 9 beats 0 (by 9)    | KH 9S QD KC 5C | KH QD  | 0  | 9S KC  | 9  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 9 beats a Natural 8 | 8H 9S KD KC 5C | 8H KD  | 8  | 9S KC  | 9  | wins 100 |

      Examples: no Banker win
        | game                       | case                             | shoe              | player   | pt | banker   | bt | outcome |
        | mbs-etg-v4-fortune-six-ncb | the Player wins with a Natural   | 9H 7S KD KC       | 9H KD    | 9  | 7S KC    | 7  | loses   |
        | mbs-etg-v4-fortune-six-ncb | the Player wins by 4             | 7H KS KD QC 3C 9H | 7H KD    | 7  | KS QC 3C | 3  | loses   |
        | mbs-etg-v4-super-6-ncb     | the Player wins with a Natural   | 9H 7S KD KC       | 9H KD    | 9  | 7S KC    | 7  | loses   |
        | mbs-etg-v4-super-6-ncb     | the Player wins by 4             | 7H KS KD QC 3C 9H | 7H KD    | 7  | KS QC 3C | 3  | loses   |

      @interpretation:8
      Examples: a Tie that is not a Natural Tie
        | game                       | case                             | shoe              | player   | pt | banker   | bt | outcome |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 7 without Naturals      | KH 7S QD KC 7C 9H | KH QD 7C | 7  | 7S KC    | 7  | loses   |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 8 made with third cards | 2H KS 3D QC 3C 8S | 2H 3D 3C | 8  | KS QC 8S | 8  | loses   |
        | mbs-etg-v4-super-6-ncb     | a Tie on 7 without Naturals      | KH 7S QD KC 7C 9H | KH QD 7C | 7  | 7S KC    | 7  | loses   |
        | mbs-etg-v4-super-6-ncb     | a Tie on 8 made with third cards | 2H KS 3D QC 3C 8S | 2H 3D 3C | 8  | KS QC 8S | 8  | loses   |

  Rule: 1.1.1.1 ...Banker wins by 4 points or more without a natural 8 or 9
    the "Banker" hand wins with a total point difference of 4 or higher and
    the "Banker" hand is not a "Natural 8" or a "Natural 9"; or

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.1.1 under other rules.

  Rule: 1.1.1.2 ...Banker wins with a natural 8 or 9
    the "Banker" hand wins with a "Natural 8" or a "Natural 9".

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.1.2 under other rules.

  Rule: 1.1.2 Banker Fabulous 4: wager that wins when Banker wins with a total of 4, loses otherwise
    "Banker Fabulous 4" means a wager that may be placed by a Player prior
    to the closing of bets that wins if the "Banker" wins with a point total
    of four and loses with any other outcome.

    @clause:mbs-etg-v4:1.1.2 @interpretation:9
    Scenario Outline: 1.1.2 Banker Fabulous 4 <outcome> when <case> (<game>)
      Banker Fabulous 4 wins only when the Banker wins the round with a point
      total of 4, on two cards or three; a Banker 4 that ties or loses, and a
      Banker win on any other total, lose it. A win pays 25 to 1.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker-fabulous-4" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "banker-fabulous-4" wager <outcome>

      Examples:
        | game                   | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-fabulous-4s | the Banker wins with 4 on two cards   | KH 4S QD KC AC 9H | 4S KC    | 4  | banker | wins 2500 |
        | mbs-etg-v4-fabulous-4s | the Banker wins with 4 on three cards | KH 2S QD KC 2C 2D | 2S KC 2D | 4  | banker | wins 2500 |
        | mbs-etg-v4-fabulous-4s | a Tie on 4                            | 2H 4S 2D KC TC 9H | 4S KC    | 4  | tie    | loses     |
        | mbs-etg-v4-fabulous-4s | the Banker loses on 4                 | KH 4S QD KC 9C 5H | 4S KC    | 4  | player | loses     |
        | mbs-etg-v4-fabulous-4s | the Banker wins with 5                | KH 5S QD KC AC 9H | 5S KC    | 5  | banker | loses     |
        | mbs-etg-v4-fabulous-4s | the Banker wins with 3                | KH 3S QD KC AC TH | 3S KC TH | 3  | banker | loses     |

  Rule: 1.1.3 Big Tiger: wager that wins when Banker wins with a three-card total of 6, loses otherwise
    "Big Tiger" means a wager that may be placed by a Player prior to the
    closing of bets that wins if the "Banker" wins with a point total of six
    with three cards at the end of a round of play and loses with any other
    outcome.

    @clause:mbs-etg-v4:1.1.3
    Scenario Outline: 1.1.3 Big Tiger <outcome> when <case> (<game>)
      Big Tiger wins only when the Banker wins with a point total of 6 made
      with three cards (50 to 1). A two-card 6, a 6 that ties or loses, and any
      other Banker total lose it. It is offered in both Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "big-tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "big-tiger" wager <outcome>

      Examples:
        | game                 | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 5000 |
        | mbs-etg-v4-tiger     | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 5000 |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |

  Rule: 1.1.4 Commission: the share kept from a winning Banker wager
    "Commission" means the amount collected or deducted by the Dealer from
    any winning wager on the "Banker" hand.

    @clause:mbs-etg-v4:1.1.4 @clause:mbs-etg-v4:1.1.4.1
    Scenario Outline: 1.1.4 Commission is taken from a winning Banker wager in Tiger Baccarat only (<game>, Banker <bt>)
      Commission is the share kept from a winning Banker wager, and only the
      electronic Tiger Baccarat takes it: a Banker win there pays 0.95 to 1
      (95 on 100, whatever the Banker's total, 6 included). The six other games
      take no commission: a Banker win on 7 pays the whole stake.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of 100
      When the coup is dealt
      Then the Banker total is <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "<odds>"

      Examples:
        | game                       | shoe              | bt | win | odds  |
        | mbs-etg-v4-super-six-ncb   | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-fortune-six-ncb | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-super-6-ncb     | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-ncb             | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-tiger           | KH 7S QD KC AC 9H | 7  | 95  | 19/20 |
        | mbs-etg-v4-tiger-ncb       | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-fabulous-4s     | KH 7S QD KC AC 9H | 7  | 100 | 1/1   |
        | mbs-etg-v4-tiger           | KH 6S QD KC AC 9H | 6  | 95  | 19/20 |

  Rule: 1.1.4.1 Commission applies only in Tiger Baccarat (Banker pays 0.95 to 1 there, and only there)
    Commission only applies to the game of Tiger Baccarat.

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.4.1 under other rules.

  Rule: 1.1.5 Fortune Six: wager that wins when Banker wins with a total of 6, loses otherwise
    "Fortune Six" means a wager that may be placed by a Player prior to the
    closing of bets that wins if the "Banker" wins with a point total of six
    and loses with any other outcome.

    @clause:mbs-etg-v4:1.1.5
    Scenario Outline: 1.1.5 Fortune Six <outcome> when <case> (<game>)
      Fortune Six wins when the Banker wins with a point total of 6: 12 to 1
      on two cards, 20 to 1 on three. A 6 that ties or loses and any other
      Banker total lose it. It is offered in Fortune Six No Commission.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "fortune-six" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "fortune-six" wager <outcome>

      Examples:
        | game                       | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 1200 |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 2000 |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-fortune-six-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-fortune-six-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |

  Rule: 1.1.6 A hand is the set of cards dealt to Player or to Banker in one round
    "Hand" means the cards that have been dealt to the "Banker" or "Player"
    in a round of play.

    @clause:mbs-etg-v4:1.1.6
    Scenario Outline: 1.1.6 A hand is the cards dealt to one side in the round, third card included (<game>)
      The Player hand and the Banker hand are each the cards dealt to that side
      in this round: two cards, or three when the Table of Play gives a third.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used

      Examples:
        | game                       | shoe              | player   | pt | banker | bt | cards |
        | mbs-etg-v4-super-six-ncb   | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-fortune-six-ncb | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-super-6-ncb     | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-ncb             | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-tiger           | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-tiger-ncb       | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |
        | mbs-etg-v4-fabulous-4s     | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  | 7S KC  | 7  | 5     |

  Rule: 1.1.7 The initial deal is just the first two cards to each of Player and Banker
    "Initial deal" means only the initial two cards to the "Player" and the
    initial two cards to the "Banker" have been dealt.

    @clause:mbs-etg-v4:1.1.7
    Scenario Outline: 1.1.7 The initial deal is the first two cards to each hand (<game>)
      The initial deal is four cards, two to the Player and two to the Banker.
      With a Natural in it nothing more is dealt, so the round is the initial
      deal alone and the next cards stay in the shoe.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | shoe              | player | pt | banker | bt | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-fortune-six-ncb | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-super-6-ncb     | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-ncb             | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-tiger           | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-tiger-ncb       | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |
        | mbs-etg-v4-fabulous-4s     | 8H 2S KD 3C 9S 9D | 8H KD  | 8  | 2S 3C  | 5  | 4     | player |

  Rule: 1.1.8 A Natural is a total of 8 or 9 on either hand after the initial deal
    "Natural" means a point total of eight or nine for either the "Player"
    hand or the "Banker" hand in the initial deal.

    @clause:mbs-etg-v4:1.1.8
    Scenario Outline: 1.1.8 A hand that reaches 8 or 9 with a third card is no Natural (<case>, <game>)
      Only the first two cards can make a Natural. A hand that gets to 8 or 9
      with its third card is not one, so the other hand still plays its part
      of the Table of Play.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | game                       | case           | shoe                 | player   | pt | banker   | bt | winner |
        | mbs-etg-v4-super-six-ncb   | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-super-six-ncb   | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-fortune-six-ncb | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-fortune-six-ncb | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-super-6-ncb     | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-super-6-ncb     | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-ncb             | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-ncb             | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-tiger           | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-tiger           | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-tiger-ncb       | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-tiger-ncb       | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |
        | mbs-etg-v4-fabulous-4s     | a three-card 9 | 2H 3S 3D KC 4S 5C 9H | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | mbs-etg-v4-fabulous-4s     | a three-card 8 | AH 4S 2D KC 5S 4C 9H | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |

  Rule: 1.1.9 Natural Tie: both two-card hands tie on 8 or on 9; both Dragon Bonus wagers push
    "Natural Tie" is when the "Player" and "Banker" hands have an identical
    point total of 8 or 9 on the initial deal comprising of 2 cards. The
    "Banker Dragon Bonus" wager and "Player Dragon Bonus" wager do not win
    or lose in this case of a "Natural Tie".

    @clause:mbs-etg-v4:1.1.9 @clause:mbs-etg-v4:1.1.12
    Scenario Outline: 1.1.9 A Natural Tie pushes both Dragon Bonus wagers (<case>, <game>)
      If both hands make the same Natural on their first two cards, neither
      Dragon Bonus wins or loses: each stake comes back with nothing won. Two
      Naturals of different totals are no Natural Tie, and a Tie on 8 or 9
      reached with a third card is no Natural Tie either: it loses both.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-dragon-bonus" and "banker-dragon-bonus"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the "player-dragon-bonus" wager <player dragon>
      And the "banker-dragon-bonus" wager <banker dragon>

      Examples:
        | game                       | case                        | shoe              | pt | bt | player dragon | banker dragon |
        | mbs-etg-v4-fortune-six-ncb | Natural 8 against Natural 8 | 8H 8S KD KC 5C    | 8  | 8  | pushes        | pushes        |
        | mbs-etg-v4-fortune-six-ncb | Natural 9 against Natural 9 | 4H 9S 5D QC 5C    | 9  | 9  | pushes        | pushes        |
        | mbs-etg-v4-fortune-six-ncb | Natural 8 against Natural 9 | AH 9S 7D KC 5C    | 8  | 9  | loses         | wins 100      |
        | mbs-etg-v4-super-6-ncb     | Natural 8 against Natural 8 | 8H 8S KD KC 5C    | 8  | 8  | pushes        | pushes        |
        | mbs-etg-v4-super-6-ncb     | Natural 9 against Natural 9 | 4H 9S 5D QC 5C    | 9  | 9  | pushes        | pushes        |
        | mbs-etg-v4-super-6-ncb     | Natural 8 against Natural 9 | AH 9S 7D KC 5C    | 8  | 9  | loses         | wins 100      |

      @interpretation:8
      Examples: a Tie on 8 or 9 with a third card
        | game                       | case                        | shoe              | pt | bt | player dragon | banker dragon |
        | mbs-etg-v4-fortune-six-ncb | a third-card Tie on 8       | 2H KS 3D QC 3C 8S | 8  | 8  | loses         | loses         |
        | mbs-etg-v4-fortune-six-ncb | a third-card Tie on 9       | KH KS QD QC 9C 9D | 9  | 9  | loses         | loses         |
        | mbs-etg-v4-super-6-ncb     | a third-card Tie on 8       | 2H KS 3D QC 3C 8S | 8  | 8  | loses         | loses         |
        | mbs-etg-v4-super-6-ncb     | a third-card Tie on 9       | KH KS QD QC 9C 9D | 9  | 9  | loses         | loses         |

  Rule: 1.1.10 Player Dragon Bonus: wager placed before the close that wins in either case below
    "Player Dragon Bonus" means a wager that may be placed by a Player prior
    to the closing of bets and wins when:

    @clause:mbs-etg-v4:1.1.10
    Scenario Outline: 1.1.10 Player Dragon Bonus <outcome> when <case> (<game>)
      The Player Dragon Bonus mirrors the Banker's: it wins when the Player wins
      by 4 points or more without a Natural, or wins with a Natural whatever
      the margin, and loses otherwise (a Natural Tie aside). It is offered in
      Fortune Six and Super 6.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "player-dragon-bonus" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the "player-dragon-bonus" wager <outcome>

      @clause:mbs-etg-v4:1.1.10.1
      Examples: a Player win without a Natural, by margin
        | game                       | case                               | shoe                 | player   | pt | banker   | bt | outcome   |
        | mbs-etg-v4-fortune-six-ncb | 7 beats a three-card 3 (by 4)      | 7H KS KD QC 3C 9H    | 7H KD    | 7  | KS QC 3C | 3  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | 7 beats a three-card 4 (by 3)      | 7H KS KD QC 4C 9H    | 7H KD    | 7  | KS QC 4C | 4  | loses     |
        | mbs-etg-v4-fortune-six-ncb | Player draws to 9 against 0 (by 9) | KH KS QD QC 9C TC    | KH QD 9C | 9  | KS QC TC | 0  | wins 3000 |
        | mbs-etg-v4-fortune-six-ncb | Player draws to 6 against 2 (by 4) | AH 2S 4D KC AC TH 9H | AH 4D AC | 6  | 2S KC TH | 2  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | 7 beats a three-card 3 (by 4)      | 7H KS KD QC 3C 9H    | 7H KD    | 7  | KS QC 3C | 3  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | 7 beats a three-card 4 (by 3)      | 7H KS KD QC 4C 9H    | 7H KD    | 7  | KS QC 4C | 4  | loses     |
        | mbs-etg-v4-super-6-ncb     | Player draws to 9 against 0 (by 9) | KH KS QD QC 9C TC    | KH QD 9C | 9  | KS QC TC | 0  | wins 3000 |
        | mbs-etg-v4-super-6-ncb     | Player draws to 6 against 2 (by 4) | AH 2S 4D KC AC TH 9H | AH 4D AC | 6  | 2S KC TH | 2  | wins 100  |

      @clause:mbs-etg-v4:1.1.10.2
      Examples: a Player win with a Natural, by any margin
        | game                       | case                          | shoe           | player | pt | banker | bt | outcome  |
        | mbs-etg-v4-fortune-six-ncb | a Natural 8 beats 7 (by 1)    | 8H 7S KD KC 5C | 8H KD  | 8  | 7S KC  | 7  | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | a Natural 9 beats 0 (by 9)    | 9H KS KD QC 5C | 9H KD  | 9  | KS QC  | 0  | wins 100 |
        | mbs-etg-v4-fortune-six-ncb | a Natural 9 beats a Natural 8 | 9H 8S KD KC 5C | 9H KD  | 9  | 8S KC  | 8  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 8 beats 7 (by 1)    | 8H 7S KD KC 5C | 8H KD  | 8  | 7S KC  | 7  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 9 beats 0 (by 9)    | 9H KS KD QC 5C | 9H KD  | 9  | KS QC  | 0  | wins 100 |
        | mbs-etg-v4-super-6-ncb     | a Natural 9 beats a Natural 8 | 9H 8S KD KC 5C | 9H KD  | 9  | 8S KC  | 8  | wins 100 |

      Examples: no Player win
        | game                       | case                             | shoe              | player   | pt | banker   | bt | outcome |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins with a Natural   | 7H 9S KD KC       | 7H KD    | 7  | 9S KC    | 9  | loses   |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins by 4             | KH 7S QD KC 3C 9H | KH QD 3C | 3  | 7S KC    | 7  | loses   |
        | mbs-etg-v4-super-6-ncb     | the Banker wins with a Natural   | 7H 9S KD KC       | 7H KD    | 7  | 9S KC    | 9  | loses   |
        | mbs-etg-v4-super-6-ncb     | the Banker wins by 4             | KH 7S QD KC 3C 9H | KH QD 3C | 3  | 7S KC    | 7  | loses   |

      @interpretation:8
      Examples: a Tie that is not a Natural Tie
        | game                       | case                             | shoe              | player   | pt | banker   | bt | outcome |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 7 without Naturals      | 7H KS KD QC 7C 9H | 7H KD    | 7  | KS QC 7C | 7  | loses   |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 8 made with third cards | 2H KS 3D QC 3C 8S | 2H 3D 3C | 8  | KS QC 8S | 8  | loses   |
        | mbs-etg-v4-super-6-ncb     | a Tie on 7 without Naturals      | 7H KS KD QC 7C 9H | 7H KD    | 7  | KS QC 7C | 7  | loses   |
        | mbs-etg-v4-super-6-ncb     | a Tie on 8 made with third cards | 2H KS 3D QC 3C 8S | 2H 3D 3C | 8  | KS QC 8S | 8  | loses   |

  Rule: 1.1.10.1 ...Player wins by 4 points or more without a natural 8 or 9
    the "Player" hand wins with a total point difference of 4 or higher and
    the "Player" hand is not a "Natural 8" or a "Natural 9"; or

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.10.1 under other rules.

  Rule: 1.1.10.2 ...Player wins with a natural 8 or 9
    the "Player" hand wins with a "Natural 8" or a "Natural 9".

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.10.2 under other rules.

  Rule: 1.1.11 Player Fabulous 4: wager that wins when Player wins with a total of 4, loses otherwise
    "Player Fabulous 4" means a wager that may be placed by a Player prior
    to the closing of bets that wins if the "Player" wins with a point total
    of four and loses with any other outcome.

    @clause:mbs-etg-v4:1.1.11 @interpretation:9
    Scenario Outline: 1.1.11 Player Fabulous 4 <outcome> when <case> (<game>)
      Player Fabulous 4 wins only when the Player wins the round with a point
      total of 4; a Player 4 that ties or loses, and a Player win on any other
      total, lose it. A win pays 50 to 1.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "player-fabulous-4" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the winner is "<winner>"
      And the "player-fabulous-4" wager <outcome>

      Examples:
        | game                   | case                             | shoe              | player   | pt | winner | outcome   |
        | mbs-etg-v4-fabulous-4s | the Player wins with 4 against 3 | KH 4S QD KC 4C 9H | KH QD 4C | 4  | player | wins 5000 |
        | mbs-etg-v4-fabulous-4s | the Player wins with 4 against 2 | 2H KS AD QC AC 2S | 2H AD AC | 4  | player | wins 5000 |
        | mbs-etg-v4-fabulous-4s | a Tie on 4                       | 2H 4S 2D KC TC 9H | 2H 2D TC | 4  | tie    | loses     |
        | mbs-etg-v4-fabulous-4s | the Player loses on 4            | KH 5S QD KC 4C JH | KH QD 4C | 4  | banker | loses     |
        | mbs-etg-v4-fabulous-4s | the Player wins with 5           | KH KS QD QC 5C TC | KH QD 5C | 5  | player | loses     |
        | mbs-etg-v4-fabulous-4s | the Banker wins with 4           | KH 4S QD KC AC 9H | KH QD AC | 1  | banker | loses     |

  Rule: 1.1.12 A push is a wager that neither wins nor loses: the stake comes back
    "Push" means that a wager neither wins nor loses.

    @clause:mbs-etg-v4:1.1.12
    Scenario Outline: 1.1.12 A push gives the stake back with nothing won (<case>, <game>)
      A wager that pushes neither wins nor loses: its whole stake is returned
      and nothing is paid. Player and Banker push on a Tie in every game, and
      in Fabulous 4's a Banker wager pushes when the Banker wins with 4.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 250 on each of "player" and "banker"
      When the coup is dealt
      Then the winner is "<winner>"
      And the wagers settle as:
        | wager  | result          | win | returned          |
        | player | <player result> | 0   | <player returned> |
        | banker | <banker result> | 0   | <banker returned> |

      Examples:
        | game                       | case                   | shoe              | winner | player result | player returned | banker result | banker returned |
        | mbs-etg-v4-super-six-ncb   | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-super-6-ncb     | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-ncb             | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-tiger           | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-tiger-ncb       | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-fabulous-4s     | a Tie on 6             | 6H 6S KD KC 9C    | tie    | push          | 250             | push          | 250             |
        | mbs-etg-v4-fabulous-4s     | the Banker wins with 4 | KH 4S QD KC AC 9H | banker | lose          | 0               | push          | 250             |

  Rule: 1.1.13 Player/Banker Pair: that hand's first two cards pair up; unlike face cards (K-Q, K-J, Q-J) never pair
    "Player Pair" or "Banker Pair" means that the initial two cards of
    either the "Player" hand or the "Banker" hand form a "Pair". "Pair"
    means that two cards have the same point value or are the same face
    cards (Jack (J), Queen (Q) or King (K)). Two face cards that are not
    identical (e.g. KQ, KJ, QJ) do not constitute a "Pair".

    @clause:mbs-etg-v4:1.1.13 @clause:mbs-etg-v4:3.7.1 @clause:mbs-etg-v4:3.7.2
    Scenario Outline: 1.1.13 Player Pair and Banker Pair on <case> (<game>)
      Player Pair wins when the Player's first two cards are a pair, Banker
      Pair when the Banker's are: two cards of the same rank, whatever their
      suits. A Ten with a picture card and two different picture cards are no
      pair, and a third card never makes one. A pair pays 11 to 1.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | game                       | case                    | shoe              | player   | banker   | player pair | banker pair |
        | mbs-etg-v4-super-six-ncb   | two 4s to the Player    | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C    | wins 1100   | loses       |
        | mbs-etg-v4-super-six-ncb   | two 9s to the Banker    | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D    | loses       | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | two Queens to each hand | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-six-ncb   | two Tens to the Player  | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D    | wins 1100   | loses       |
        | mbs-etg-v4-super-six-ncb   | a third card matching   | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | two 4s to the Player    | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C    | wins 1100   | loses       |
        | mbs-etg-v4-fortune-six-ncb | two 9s to the Banker    | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D    | loses       | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | two Queens to each hand | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 1100   | wins 1100   |
        | mbs-etg-v4-fortune-six-ncb | two Tens to the Player  | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D    | wins 1100   | loses       |
        | mbs-etg-v4-fortune-six-ncb | a third card matching   | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | two 4s to the Player    | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C    | wins 1100   | loses       |
        | mbs-etg-v4-super-6-ncb     | two 9s to the Banker    | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D    | loses       | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | two Queens to each hand | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 1100   | wins 1100   |
        | mbs-etg-v4-super-6-ncb     | two Tens to the Player  | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D    | wins 1100   | loses       |
        | mbs-etg-v4-super-6-ncb     | a third card matching   | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses       | loses       |
        | mbs-etg-v4-ncb             | two 4s to the Player    | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C    | wins 1100   | loses       |
        | mbs-etg-v4-ncb             | two 9s to the Banker    | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D    | loses       | wins 1100   |
        | mbs-etg-v4-ncb             | two Queens to each hand | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 1100   | wins 1100   |
        | mbs-etg-v4-ncb             | two Tens to the Player  | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D    | wins 1100   | loses       |
        | mbs-etg-v4-ncb             | a third card matching   | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses       | loses       |

      @interpretation:1
      Examples: a Ten with a King, two different picture cards
        | game                       | case                    | shoe              | player   | banker   | player pair | banker pair |
        | mbs-etg-v4-super-six-ncb   | a Ten and a King        | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses       | loses       |
        | mbs-etg-v4-super-six-ncb   | a King and a Queen each | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | a Ten and a King        | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses       | loses       |
        | mbs-etg-v4-fortune-six-ncb | a King and a Queen each | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | a Ten and a King        | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses       | loses       |
        | mbs-etg-v4-super-6-ncb     | a King and a Queen each | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses       | loses       |
        | mbs-etg-v4-ncb             | a Ten and a King        | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses       | loses       |
        | mbs-etg-v4-ncb             | a King and a Queen each | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses       | loses       |

  Rule: 1.1.14 Player/Banker Precious Pair: wins when that hand's first two cards form one of the pairs below, else loses
    "Player Precious Pair" or "Banker Precious Pair" means a wager that may
    be placed by a Player prior to the closing of bets that wins if the
    initial two cards dealt to either the "Player" hand or the "Banker" hand
    are either:

    @clause:mbs-etg-v4:1.1.14 @clause:mbs-etg-v4:3.7.3 @interpretation:3
    Scenario Outline: 1.1.14 Precious Pair on <case> (<game>)
      Each hand's Precious Pair looks at that hand's first two cards only. Two
      4s of Diamonds pay 30 to 1; any other two 4s, suited or not, 15 to 1; two
      Diamonds of one rank other than 4, 12 to 1; any other two cards of one
      rank, suited or not, 9 to 1. Only the highest category is paid. Two cards
      of different ranks lose, Diamonds or not, and so does a pair made with a
      third card. Every electronic game may offer it.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-precious-pair" and "banker-precious-pair"
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "player-precious-pair" wager <player precious>
      And the "banker-precious-pair" wager <banker precious>

      @clause:mbs-etg-v4:1.1.14.1 @clause:mbs-etg-v4:1.1.14.4
      Examples: Diamond 4s against an unsuited pair
        | game                       | case            | shoe              | player | banker | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-fortune-six-ncb | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-super-6-ncb     | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-ncb             | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-tiger           | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-tiger-ncb       | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |
        | mbs-etg-v4-fabulous-4s     | 4D 4D and KC KH | 4D KC 4D KH 9S 5H | 4D 4D  | KC KH  | wins 3000       | wins 900        |

      @clause:mbs-etg-v4:1.1.14.2 @clause:mbs-etg-v4:1.1.14.3
      Examples: suited 4s against a Diamond pair
        | game                       | case            | shoe              | player | banker | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-fortune-six-ncb | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-super-6-ncb     | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-ncb             | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-tiger           | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-tiger-ncb       | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |
        | mbs-etg-v4-fabulous-4s     | 4C 4C and QD QD | 4C QD 4C QD KS 5H | 4C 4C  | QD QD  | wins 1500       | wins 1200       |

      @clause:mbs-etg-v4:1.1.14.1 @clause:mbs-etg-v4:1.1.14.2
      Examples: unsuited 4s against Diamond 4s
        | game                       | case            | shoe              | player | banker | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-fortune-six-ncb | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-super-6-ncb     | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-ncb             | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-tiger           | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-tiger-ncb       | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |
        | mbs-etg-v4-fabulous-4s     | 4H 4S and 4D 4D | 4H 4D 4S 4D KS 5H | 4H 4S  | 4D 4D  | wins 1500       | wins 3000       |

      @clause:mbs-etg-v4:1.1.14.2 @clause:mbs-etg-v4:1.1.14.4
      Examples: a Diamond and a Heart 4 against a suited pair
        | game                       | case            | shoe              | player | banker | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-fortune-six-ncb | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-super-6-ncb     | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-ncb             | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-tiger           | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-tiger-ncb       | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |
        | mbs-etg-v4-fabulous-4s     | 4D 4H and 7S 7S | 4D 7S 4H 7S 9C KH | 4D 4H  | 7S 7S  | wins 1500       | wins 900        |

      @clause:mbs-etg-v4:1.1.14.3 @clause:mbs-etg-v4:1.1.14.4
      Examples: a Diamond pair against an unsuited pair
        | game                       | case            | shoe              | player   | banker   | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-fortune-six-ncb | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-super-6-ncb     | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-ncb             | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-tiger           | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-tiger-ncb       | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |
        | mbs-etg-v4-fabulous-4s     | TD TD and JC JS | TD JC TD JS 5H 7D | TD TD 5H | JC JS 7D | wins 1200       | wins 900        |

      Examples: no pair on the first two cards
        | game                       | case                               | shoe              | player   | banker   | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-fortune-six-ncb | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-super-6-ncb     | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-ncb             | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-tiger           | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-tiger-ncb       | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |
        | mbs-etg-v4-fabulous-4s     | a third card matching on each side | 5H 2S KD 3C 5C 2D | 5H KD 5C | 2S 3C 2D | loses           | loses           |

      @interpretation:1
      Examples: two different picture cards, a Ten with a King
        | game                       | case                               | shoe              | player   | banker   | player precious | banker precious |
        | mbs-etg-v4-super-six-ncb   | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-fortune-six-ncb | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-super-6-ncb     | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-ncb             | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-tiger           | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-tiger-ncb       | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |
        | mbs-etg-v4-fabulous-4s     | QD KD and TS KS                    | QD TS KD KS 5H 7D | QD KD 5H | TS KS 7D | loses           | loses           |

  Rule: 1.1.14.1 ...a pair of 4 of Diamonds
    Pair of Diamond 4's (i.e. 4♦ 4♦); or

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.14.1 under other rules.

  Rule: 1.1.14.2 ...any other pair of 4s, suited or not
    Other Pairs of 4's (except Pair of Diamond 4's). Other Pairs of 4's may
    either be Suited (two cards of 4's of the same suit e.g. 4♣ 4♣) or
    Unsuited (two cards of 4's not of the same suit e.g. 4♥ 4♠); or

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.14.2 under other rules.

  Rule: 1.1.14.3 ...a pair of Diamonds of one rank other than 4s
    Diamond Pairs (except Pair of Diamond 4's). Diamond Pairs are two cards
    of the same face value and same Diamond suit (e.g. Q♦ Q♦); or

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.14.3 under other rules.

  Rule: 1.1.14.4 ...any other pair of one rank, suited or not
    Other Pairs (except Pair of Diamond 4's, Other Pairs of 4's, and Diamond
    Pairs). Other Pairs may either be Suited (two cards of the same face
    value and same suit e.g. Q♥ Q♥) or Unsuited (two cards of the same face
    value but not of the same suit e.g. K♣ K♥),
    and loses with any other outcome.

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.14.4 under other rules.

  Rule: 1.1.15 Player Terminal: the station where a player buys credits, bets and cashes out
    "Player Terminal" means the individual terminal or device of an
    Electronic Table Game on which a Player can buy credits, place wagers
    and cash out winnings.

    @clause:mbs-etg-v4:1.1.15
    Scenario Outline: 1.1.15 Each Player Terminal takes its own player's wagers and gets its own settlement (<game>)
      Players bet from their own Player Terminals (a position at the table):
      the wagers each terminal places are settled for that terminal, two
      terminals betting on the same option included.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "banker" wager of 200 at position 2
      And player "B" places a "player" wager of 300 at position 2
      And the table closes bets
      And the cards "5H 6S KD QC 6D TS" are dealt
      And the table settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 wins <a win>
      And player "B"'s "banker" wager at position 2 wins <b win>
      And player "B"'s "player" wager at position 2 loses

      Examples:
        | game                       | a win | b win |
        | mbs-etg-v4-super-six-ncb   | 250   | 100   |
        | mbs-etg-v4-fortune-six-ncb | 250   | 100   |
        | mbs-etg-v4-super-6-ncb     | 250   | 100   |
        | mbs-etg-v4-ncb             | 250   | 100   |
        | mbs-etg-v4-tiger           | 475   | 190   |
        | mbs-etg-v4-tiger-ncb       | 250   | 100   |
        | mbs-etg-v4-fabulous-4s     | 500   | 200   |

  Rule: 1.1.16 A round runs from the start of play until an outcome is established and wagers are settled
    "Round of play" means the period of play commencing with the
    commencement of play and concluding when an outcome is established and,
    if applicable, losing wagers are collected and winning wagers are paid.

    @clause:mbs-etg-v4:1.1.16
    Scenario Outline: 1.1.16 A round ends with every wager on it settled (<game>)
      A round runs from the opening of play to its result and takes in the
      settlement of every wager on it: with a stake on every wager the game
      offers, each gets its settlement in the same round.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of <wagers>
      When the coup is dealt
      Then the round stands
      And the winner is "<winner>"
      And the wagers settle as:
        | wager                | result   | win          |
        | player               | lose     | 0            |
        | banker               | win      | <banker win> |
        | tie                  | lose     | 0            |
        | player-precious-pair | lose     | 0            |
        | banker-precious-pair | win      | 1200         |

      Examples:
        | game                       | shoe              | winner | banker win | wagers                                                                                                                                                               |
        | mbs-etg-v4-super-six-ncb   | KH 3D 2C 3D 3S 9H | banker | 50         | "player", "banker", "tie", "player-pair", "banker-pair", "super-six", "player-precious-pair", "banker-precious-pair"                                                 |
        | mbs-etg-v4-fortune-six-ncb | KH 3D 2C 3D 3S 9H | banker | 50         | "player", "banker", "tie", "player-pair", "banker-pair", "fortune-six", "player-dragon-bonus", "banker-dragon-bonus", "player-precious-pair", "banker-precious-pair" |
        | mbs-etg-v4-super-6-ncb     | KH 3D 2C 3D 3S 9H | banker | 50         | "player", "banker", "tie", "player-pair", "banker-pair", "super-six", "player-dragon-bonus", "banker-dragon-bonus", "player-precious-pair", "banker-precious-pair"   |
        | mbs-etg-v4-ncb             | KH 3D 2C 3D 3S 9H | banker | 50         | "player", "banker", "tie", "player-pair", "banker-pair", "player-precious-pair", "banker-precious-pair"                                                              |
        | mbs-etg-v4-tiger           | KH 3D 2C 3D 3S 9H | banker | 95         | "player", "banker", "tie", "tiger", "small-tiger", "big-tiger", "tiger-tie", "tiger-pair", "player-precious-pair", "banker-precious-pair"                            |
        | mbs-etg-v4-tiger-ncb       | KH 3D 2C 3D 3S 9H | banker | 50         | "player", "banker", "tie", "tiger", "small-tiger", "big-tiger", "tiger-tie", "tiger-pair", "player-precious-pair", "banker-precious-pair"                            |
        | mbs-etg-v4-fabulous-4s     | KH 3D 2C 3D 3S 9H | banker | 100        | "player", "banker", "tie", "player-fabulous-4", "banker-fabulous-4", "player-precious-pair", "banker-precious-pair"                                                  |

    @clause:mbs-etg-v4:1.1.16
    Scenario Outline: 1.1.16 A round runs from the opening of bets to its settlement, and the next starts after it (<game>)
      A round of play begins when bets open and ends once its outcome is
      established and its wagers are settled; only then can the next round
      open, and a wager between the two is not taken.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the table closes bets
      And the cards "5H 6S KD QC 6D TS" are dealt
      Then the table state is "complete"
      When the table opens bets
      Then that is refused because "round-in-progress"
      When the table settles the round
      Then the table state is "settled"
      When player "A" places a "player" wager of 500 at position 1
      Then that is refused because "betting-not-open"
      When the table opens bets
      And player "A" places a "player" wager of 500 at position 1
      And the table closes bets
      And the cards "2H 7S 3D KC 4S" are dealt
      And the table settles the round
      Then 2 rounds are settled
      And in round 1, player "A"'s "banker" wager at position 1 wins <banker win>
      And in round 2, player "A"'s "player" wager at position 1 wins 500

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |

  Rule: 1.1.17 Small Tiger: wager that wins when Banker wins with a two-card total of 6, loses otherwise
    "Small Tiger" means a wager that may be placed by a Player prior to the
    closing of bets that wins if the "Banker" wins with a point total of six
    with two cards at the end of a round of play and loses with any other
    outcome.

    @clause:mbs-etg-v4:1.1.17
    Scenario Outline: 1.1.17 Small Tiger <outcome> when <case> (<game>)
      Small Tiger wins only when the Banker wins with a point total of 6 on
      its first two cards (22 to 1). A three-card 6, a 6 that ties or loses,
      and any other Banker total lose it. It is offered in both Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "small-tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "small-tiger" wager <outcome>

      Examples:
        | game                 | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 2200 |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 2200 |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |

  Rule: 1.1.18 Super 6 (also written Super Six): optional wager that wins when Banker wins with a total of 6
    "Super 6" or "Super Six" means an additional wager that may be placed by
    a Player and wins if the "Banker" wins with a point total of six and
    loses with any other outcome.

    @clause:mbs-etg-v4:1.1.18
    Scenario Outline: 1.1.18 Super 6 <outcome> when <case> (<game>)
      Super 6 (Super Six in the Super Six game) wins when the Banker wins with
      a point total of 6, on two cards or three, at 15 to 1. A 6 that ties or
      loses and any other Banker total lose it.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "super-six" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "super-six" wager <outcome>

      Examples:
        | game                     | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-super-six-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 1500 |
        | mbs-etg-v4-super-six-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 1500 |
        | mbs-etg-v4-super-six-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-super-six-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-super-six-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-super-six-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-super-six-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-super-6-ncb   | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 1500 |
        | mbs-etg-v4-super-6-ncb   | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 1500 |
        | mbs-etg-v4-super-6-ncb   | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-super-6-ncb   | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-super-6-ncb   | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-super-6-ncb   | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-super-6-ncb   | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |

  Rule: 1.1.19 A Tie is both hands finishing the round with the same point total
    "Tie" means that both the "Player" hand and the "Banker" hand have the
    same point total at the end of a round of play.

    @clause:mbs-etg-v4:1.1.19 @clause:mbs-etg-v4:1.1.20
    Scenario Outline: 1.1.19 A Tie is equal totals at the end of the round, and the Tie wager wins on it (<case>, <game>)
      What makes a Tie is the two final point totals, third cards included,
      not the totals of the initial deal. The Tie wager wins (8 to 1) on a Tie
      and loses on any other result.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of 100
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "tie" wager <tie>

      Examples:
        | game                       | case                                 | shoe                 | pt | bt | winner | tie      |
        | mbs-etg-v4-super-six-ncb   | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-super-six-ncb   | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-fortune-six-ncb | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-fortune-six-ncb | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-super-6-ncb     | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-super-6-ncb     | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-ncb             | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-ncb             | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-tiger           | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-tiger           | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-tiger-ncb       | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-tiger-ncb       | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |
        | mbs-etg-v4-fabulous-4s     | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9H | 7  | 7  | tie    | wins 800 |
        | mbs-etg-v4-fabulous-4s     | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9H | 9  | 5  | player | loses    |

  Rule: 1.1.20 Tie wager: wins when both final totals are equal, loses otherwise
    "Tie wager" means a wager that may be placed by a Player prior to the
    closing of bets that wins if both "Player" hand and "Banker" hand have
    the same point total at the end of a round of play and loses with any
    other outcome.

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.20 under other rules.

  Rule: 1.1.21 Tiger: wager that wins when Banker wins with a total of 6, loses otherwise
    "Tiger" means a wager that may be placed by a Player prior to the
    closing of bets that wins if the "Banker" wins with a point total of six
    at the end of a round of play and loses with any other outcome.

    @clause:mbs-etg-v4:1.1.21
    Scenario Outline: 1.1.21 Tiger <outcome> when <case> (<game>)
      Tiger wins when the Banker wins with a point total of 6, on two cards
      (12 to 1) or three (20 to 1); a 6 that ties or loses and any other
      Banker total lose it. It is offered in both Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "tiger" wager <outcome>

      Examples:
        | game                 | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 1200 |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 2000 |
        | mbs-etg-v4-tiger     | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | wins 1200 |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | wins 2000 |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |

  Rule: 1.1.22 Tiger Pair: the first two cards of Player, Banker or both pair up; unlike face cards never pair
    "Tiger Pair" means that the initial two cards of either the "Player"
    hand or the "Banker" hand or both form a "Pair". "Pair" means that two
    cards have the same point value or are the
    same face cards (Jack (J), Queen (Q) or King (K)). Two face cards that
    are not identical (e.g. KQ, KJ, QJ) do not constitute a "Pair".

    @clause:mbs-etg-v4:1.1.22 @interpretation:2
    Scenario Outline: 1.1.22 Tiger Pair <outcome> on <case> (<game>)
      Tiger Pair looks at the first two cards of each hand: a pair is two cards
      of the same rank. One hand paired is a Single Tiger Pair (4 to 1), both
      hands paired a Double (20 to 1), both paired in the same rank a Twin (100
      to 1); only the highest applies. A Ten with a picture card, or two
      different picture cards, are no pair, and a third card never makes one.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "tiger-pair" wager <outcome>

      @clause:mbs-etg-v4:1.1.22.1
      Examples: one hand paired
        | game                 | case                         | shoe              | player   | banker | outcome  |
        | mbs-etg-v4-tiger     | a pair of 4s to the Player   | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C  | wins 400 |
        | mbs-etg-v4-tiger     | a pair of 9s to the Banker   | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D  | wins 400 |
        | mbs-etg-v4-tiger     | a pair of Tens to the Player | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D  | wins 400 |
        | mbs-etg-v4-tiger     | the same card twice          | 9H 2S 9H 3C       | 9H 9H    | 2S 3C  | wins 400 |
        | mbs-etg-v4-tiger-ncb | a pair of 4s to the Player   | 4H 2S 4D 3C KS 9D | 4H 4D    | 2S 3C  | wins 400 |
        | mbs-etg-v4-tiger-ncb | a pair of 9s to the Banker   | 2S 9H 3C 9D 5H    | 2S 3C    | 9H 9D  | wins 400 |
        | mbs-etg-v4-tiger-ncb | a pair of Tens to the Player | TS 2H TD 3D 9C 7H | TS TD 9C | 2H 3D  | wins 400 |
        | mbs-etg-v4-tiger-ncb | the same card twice          | 9H 2S 9H 3C       | 9H 9H    | 2S 3C  | wins 400 |

      @clause:mbs-etg-v4:1.1.22.2
      Examples: both hands paired, in different ranks
        | game                 | case           | shoe              | player   | banker   | outcome   |
        | mbs-etg-v4-tiger     | 7s and 4s      | 7S 4D 7C 4H 2S 9C | 7S 7C    | 4D 4H    | wins 2000 |
        | mbs-etg-v4-tiger     | Tens and Kings | TS KS TD KD 5H 7D | TS TD 5H | KS KD 7D | wins 2000 |
        | mbs-etg-v4-tiger-ncb | 7s and 4s      | 7S 4D 7C 4H 2S 9C | 7S 7C    | 4D 4H    | wins 2000 |
        | mbs-etg-v4-tiger-ncb | Tens and Kings | TS KS TD KD 5H 7D | TS TD 5H | KS KD 7D | wins 2000 |

      @clause:mbs-etg-v4:1.1.22.3
      Examples: both hands paired in the same rank
        | game                 | case              | shoe              | player   | banker   | outcome    |
        | mbs-etg-v4-tiger     | Queens and Queens | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 10000 |
        | mbs-etg-v4-tiger     | Tens and Tens     | TS TH TS TD 5H 7D | TS TS 5H | TH TD 7D | wins 10000 |
        | mbs-etg-v4-tiger     | 8s and 8s         | 8H 8S 8D 8C 5H    | 8H 8D    | 8S 8C    | wins 10000 |
        | mbs-etg-v4-tiger-ncb | Queens and Queens | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 10000 |
        | mbs-etg-v4-tiger-ncb | Tens and Tens     | TS TH TS TD 5H 7D | TS TS 5H | TH TD 7D | wins 10000 |
        | mbs-etg-v4-tiger-ncb | 8s and 8s         | 8H 8S 8D 8C 5H    | 8H 8D    | 8S 8C    | wins 10000 |

      Examples: no pair on the first two cards
        | game                 | case                     | shoe              | player   | banker   | outcome |
        | mbs-etg-v4-tiger     | a third card matching    | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses   |
        | mbs-etg-v4-tiger     | two different ranks each | 2H 7S 3D KC 4S    | 2H 3D 4S | 7S KC    | loses   |
        | mbs-etg-v4-tiger-ncb | a third card matching    | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses   |
        | mbs-etg-v4-tiger-ncb | two different ranks each | 2H 7S 3D KC 4S    | 2H 3D 4S | 7S KC    | loses   |

      @interpretation:1
      Examples: a Ten with a King, two different picture cards
        | game                 | case                     | shoe              | player   | banker   | outcome |
        | mbs-etg-v4-tiger     | a Ten and a King         | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses   |
        | mbs-etg-v4-tiger     | a King and a Queen each  | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses   |
        | mbs-etg-v4-tiger-ncb | a Ten and a King         | TS 2H KS 3D 9C 5H | TS KS 9C | 2H 3D    | loses   |
        | mbs-etg-v4-tiger-ncb | a King and a Queen each  | KH KS QH QS 5H 7D | KH QH 5H | KS QS 7D | loses   |

  Rule: 1.1.22.1 Single Tiger Pair: just one of the two hands holds a pair
    "Single Tiger Pair" means that either the "Player" hand or the "Banker"
    hand has "Pair".

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.22.1 under other rules.

  Rule: 1.1.22.2 Double Tiger Pair: both hands hold a pair
    "Double Tiger Pair" means that both the "Player" hand and the "Banker"
    hand have "Pair".

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.22.2 under other rules.

  Rule: 1.1.22.3 Twin Tiger Pair: both hands hold a pair and the two pairs are of the same rank
    "Twin Tiger Pair" means that both the "Player" hand and the "Banker"
    hand have "Pair" and both Pairs are of the same value or same face cards
    (for example two pairs of 9's or two pairs of Q's).

    # Tested by the scenarios tagged @clause:mbs-etg-v4:1.1.22.3 under other rules.

  Rule: 1.1.23 Tiger Tie: wager that wins when the round ends in a tie on 6, loses otherwise
    "Tiger Tie" means a wager that may be placed by a Player prior to the
    closing of bets that wins if both "Player" hand and "Banker" hand have
    the same point total of six at the end of a round of play and loses with
    any other outcome.

    @clause:mbs-etg-v4:1.1.23
    Scenario Outline: 1.1.23 Tiger Tie <outcome> when <case> (<game>)
      Tiger Tie wins only when the round is a Tie on 6 (35 to 1), whatever
      the number of cards; a Tie on another total and every Banker or Player
      win lose it. It is offered in both Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-tie" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "tiger-tie" wager <outcome>

      Examples:
        | game                 | case                                  | shoe              | banker   | bt | winner | outcome   |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | wins 3500 |
        | mbs-etg-v4-tiger     | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | wins 3500 |
        | mbs-etg-v4-tiger     | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger     | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-tiger     | a Tie on 7                            | KH 7S QD KC 7C 9H | 7S KC    | 7  | tie    | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on two cards   | KH 6S QD KC AC 9H | 6S KC    | 6  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 6 on three cards | KH 3S QD KC 2C 3D | 3S KC 3D | 6  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, two cards each            | 6H 6S KD KC 9C    | 6S KC    | 6  | tie    | wins 3500 |
        | mbs-etg-v4-tiger-ncb | a Tie on 6, the Banker on three cards | 2H 3S 3D KC AC 3H | 3S KC 3H | 6  | tie    | wins 3500 |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a two-card 6      | 7H 6S KD KC 2C    | 6S KC    | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker loses on a three-card 6    | 7H 3S KD KC 3C 5H | 3S KC 3C | 6  | player | loses     |
        | mbs-etg-v4-tiger-ncb | the Banker wins with 7 on three cards | KH 3S QD KC 2C 4D | 3S KC 4D | 7  | banker | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 7                            | KH 7S QD KC 7C 9H | 7S KC    | 7  | tie    | loses     |
