Feature: Tiger Baccarat v2, section 1: definitions

  The defined terms are checked through what they define: the four Tiger
  wagers (Tiger, Small Tiger, Big Tiger, Tiger Tie) and the Tie wager by
  when they win and when they lose, the commission by what a winning Banker
  wager is paid, a hand and the initial deal by the cards the engine reports,
  a Natural by where the deal stops, a round by every wager on it being
  settled, and Tiger Pair with its three categories by the first two cards
  of each hand. The table differential (1.1.10) is checked with the table
  lifecycle, by when "No more bets" is accepted (rule 5.18 has the rest in
  05-irregularities.feature). What "HLGA" names (1.1.4) and squeezing
  (1.1.9) are not things an engine computes.

  Unless a row says otherwise each wager is a stake of 100 (one dollar).

  Rule: 1.1 Opens the list of defined terms
    In these rules:

    # Procedural: lead-in to the definitions that follow; each definition is checked on its own

  Rule: 1.1.1 Big Tiger: wager that wins when Banker wins with a three-card total of 6, loses otherwise
    "Big Tiger" means a wager which shall win if the "Banker" wins with a
    point total of six with three cards and loses with any other outcome.

    @clause:mbs-tiger-v2:1.1.1
    Scenario Outline: 1.1.1 Big Tiger wins only when the Banker wins with a three-card 6 (<case>)
      Big Tiger is a wager on the Banker winning with a point total of 6 made
      with three cards. Any other result loses it: a two-card 6, a three-card
      6 that ties or loses, a Banker win on another total.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "big-tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "big-tiger" wager <big tiger>

      Examples:
        | case                                | shoe                 | banker   | bt | winner | big tiger |
        | Banker wins 6 to 1 with three cards | 5H 6S KD QC 6D TS 9D | 6S QC TS | 6  | banker | wins 5000 |
        | Banker wins 6 to 0 with three cards | 7S 3H 7D 3C 6D TS 2C | 3H 3C TS | 6  | banker | wins 5000 |
        | Banker wins 6 to 1 with two cards   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | loses     |
        | three-card 6 ties a three-card 6    | 2H 3S 3D KC AC 3H 9D | 3S KC 3H | 6  | tie    | loses     |
        | three-card 6 loses to 7             | 7H 2S KD KC 4S 9D    | 2S KC 4S | 6  | player | loses     |
        | Banker wins with 7 on two cards     | KH 7S QD KC AC 9D    | 7S KC    | 7  | banker | loses     |
        | Banker wins with 9 on three cards   | QH QS QD QC 5H 9D 2C | QS QC 9D | 9  | banker | loses     |

  Rule: 1.1.2 Commission: the share the dealer keeps from a winning Banker wager (so Banker pays 0.95 to 1)
    "Commission" means the amount collected or deducted by the Dealer from
    any winning wager on the "Banker" hand.

    @clause:mbs-tiger-v2:1.1.2 @interpretation:4
    Scenario Outline: 1.1.2 The commission comes off Banker wins only (<case>, stake <stake>)
      The commission is the dealer's share of a winning Banker wager: a Banker
      win is paid its stake less five per cent, 0.95 to 1, whatever the
      Banker's total. A winning Player wager pays its whole stake.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the winner is "<wager>"
      And the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "<odds>"

      Examples:
        | case                            | wager  | shoe                 | stake | win  | odds  |
        | Banker wins with 7              | banker | KH 7S QD KC AC 9D    | 2000  | 1900 | 19/20 |
        | Banker wins with a two-card 6   | banker | KH 6S QD KC AC 9D    | 2000  | 1900 | 19/20 |
        | Banker wins with a three-card 6 | banker | 5H 6S KD QC 6D TS 9D | 100   | 95   | 19/20 |
        | Player wins with 7              | player | 7H 2S KD KC 4S 9D    | 2000  | 2000 | 1/1   |

  Rule: 1.1.3 A hand is the set of cards dealt to Player or to Banker in one round
    "Hand" means the cards that have been dealt to the "Banker" or "Player"
    in a round of play.

    @clause:mbs-tiger-v2:1.1.3
    Scenario: 1.1.3 A hand is the cards dealt to one side in the round, third card included
      The Player hand and the Banker hand are each the cards that side
      received in this round: two cards, or three when the Table of Play gives
      a third.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      When the coup is dealt
      Then the Player hand is "2H 3D 4S" with total 9
      And the Banker hand is "7S KC" with total 7
      And 5 cards are used

  Rule: 1.1.4 HLGA is the name for two premium rooms, Paiza Club and Ruby Room
    "HLGA" means Paiza Club and Ruby Room.

    # Procedural: names the premium gaming rooms; nothing to compute

  Rule: 1.1.5 The initial deal is just the first two cards to each of Player and Banker
    "Initial deal" means only the initial two cards to the "Player" and the
    initial two cards to the "Banker" have been dealt.

    @clause:mbs-tiger-v2:1.1.5
    Scenario: 1.1.5 The initial deal is the first two cards to each hand
      The initial deal is four cards, two to the Player and two to the
      Banker. With a Natural in it nothing more is dealt: the round is the
      initial deal alone and the next cards stay in the shoe.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "8H 2S KD 3C 9S 9D"
      When the coup is dealt
      Then the Player hand is "8H KD" with total 8
      And the Banker hand is "2S 3C" with total 5
      And 4 cards are used
      And the winner is "player"

  Rule: 1.1.6 A Natural is a total of 8 or 9 on either hand after the initial deal
    "Natural" means a point total of eight or nine for either the "Player"
    hand or the "Banker" hand in the initial deal.

    @clause:mbs-tiger-v2:1.1.6
    Scenario Outline: 1.1.6 A Natural is an 8 or 9 on the first two cards (<case>)
      Only the initial deal can make a Natural. A hand that reaches 8 or 9
      with a third card is not a Natural, and the other hand still plays its
      part of the Table of Play.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | case                          | shoe              | player   | pt | banker   | bt | winner |
        | Player natural 8              | 8H 2S KD 3C 9S 9D | 8H KD    | 8  | 2S 3C    | 5  | player |
        | Banker natural 9              | 7H 9S 8D KC 4S 4D | 7H 8D    | 5  | 9S KC    | 9  | banker |
        | three-card 9 is not a natural | 2H 3S 3D KC 4S 5C | 2H 3D 4S | 9  | 3S KC 5C | 8  | player |
        | three-card 8 is not a natural | AH 4S 2D KC 5S 4C | AH 2D 5S | 8  | 4S KC 4C | 8  | tie    |

  Rule: 1.1.7 A round runs from the start of play until the outcome is announced and wagers are settled
    "Round of play" means the period of play commencing with the
    commencement of play and concluding when the Dealer announces an outcome
    and, if applicable, collects losing wagers and pays winning wagers.

    @clause:mbs-tiger-v2:1.1.7
    Scenario: 1.1.7 A round ends with its result and every wager on it settled
      A round runs from the opening of play to the announced result and the
      settlement of its wagers: each of the eight wagers placed gets exactly
      one settlement in that round. Here the round is a tie on 6 made with
      three cards on each side.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "2H 3S 3D KC AC 3H 9D"
      And a wager of 100 on each of "player", "banker", "tie", "tiger", "small-tiger", "big-tiger", "tiger-pair" and "tiger-tie"
      When the coup is dealt
      Then the winner is "tie"
      And the wagers settle as:
        | wager       | result | win  |
        | player      | push   |      |
        | banker      | push   |      |
        | tie         | win    | 800  |
        | tiger       | lose   |      |
        | small-tiger | lose   |      |
        | big-tiger   | lose   |      |
        | tiger-pair  | lose   |      |
        | tiger-tie   | win    | 3500 |

  Rule: 1.1.8 Small Tiger: wager that wins when Banker wins with a two-card total of 6, loses otherwise
    "Small Tiger" means a wager which shall win if the "Banker" wins with a
    point total of six with two cards and loses with any other outcome.

    @clause:mbs-tiger-v2:1.1.8
    Scenario Outline: 1.1.8 Small Tiger wins only when the Banker wins with a two-card 6 (<case>)
      Small Tiger is a wager on the Banker winning with a point total of 6 on
      its first two cards, with no third card. A three-card 6, a 6 that ties
      or loses, and a Banker win on another total all lose it.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "small-tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "small-tiger" wager <small tiger>

      Examples:
        | case                                | shoe                 | banker   | bt | winner | small tiger |
        | Banker wins 6 to 1 with two cards   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | wins 2200   |
        | Banker wins 6 to 5 with two cards   | 5H 4S KD 2C 9S 9D    | 4S 2C    | 6  | banker | wins 2200   |
        | Banker wins 6 to 1 with three cards | 5H 6S KD QC 6D TS 9D | 6S QC TS | 6  | banker | loses       |
        | two-card 6 ties a two-card 6        | 6H 6S KD KC 9C       | 6S KC    | 6  | tie    | loses       |
        | two-card 6 loses to 7               | 7H 6S KD KC 9C       | 6S KC    | 6  | player | loses       |
        | Banker wins with 7 on two cards     | KH 7S QD KC AC 9D    | 7S KC    | 7  | banker | loses       |

  Rule: 1.1.9 Squeezing: bending or turning face-down cards to reveal their value slowly
    "Squeezing" means a process where any playing cards which are placed
    face down are bent, folded or otherwise turned in any way so as to
    slowly reveal the value of each playing card.

    # Procedural: describes a physical act on the cards; nothing to compute

  Rule: 1.1.10 Table differential: the gap between the total wagered on Player and the total wagered on Banker
    "Table Differential" means the difference between the total value of
    wagers on "Player" and the total value of wagers on "Banker".

    @clause:mbs-tiger-v2:1.1.10 @interpretation:26
    Scenario Outline: 1.1.10 The table differential compares all Player wagers with all Banker wagers (<case>)
      The table differential is the gap between the total staked on Player
      and the total staked on Banker, by all players together, whichever side
      is larger; Tie and the Tiger wagers do not count. With a differential of
      10,000, "No more bets" is accepted only when that gap is 10,000 or less.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table differential is 10,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 20,000 at position 1
      And player "B" places a "banker" wager of 10,000 at position 2
      And player "C" places a "player" wager of <player> at position 3
      And player "D" places a "tie" wager of 50,000 at position 4
      And player "D" places a "tiger" wager of 50,000 at position 4
      And the dealer closes bets
      Then that is <close>

      Examples:
        | case                         | player | close                                   |
        | Banker 30,000, Player 20,000 | 20,000 | accepted                                |
        | Banker 30,000, Player 19,999 | 19,999 | refused because "differential-exceeded" |
        | Banker 30,000, Player 30,000 | 30,000 | accepted                                |
        | Banker 30,000, Player 40,000 | 40,000 | accepted                                |
        | Banker 30,000, Player 40,001 | 40,001 | refused because "differential-exceeded" |

    @clause:mbs-tiger-v2:1.1.10 @clause:mbs-tiger-v2:5.18.1 @interpretation:26
    Scenario: 1.1.10 When the Player side is the larger, it is the Player side that must decrease
      Given the game "mbs-tiger-v2" with 8 decks
      And the table differential is 10,000
      When the dealer opens bets
      And player "A" places a "player" wager of 25,000 at position 1
      And player "B" places a "banker" wager of 5,000 at position 2
      And the dealer closes bets
      Then the differential is exceeded by 10,000 with the "player" side asked to decrease

  Rule: 1.1.11 A Tie is both hands finishing the round with the same point total
    "Tie" means that both the "Player" hand and the "Banker" hand have the
    same point total at the end of a round of play.

    @clause:mbs-tiger-v2:1.1.11
    Scenario Outline: 1.1.11 A Tie is equal totals at the end of the round (<case>)
      A Tie is judged on the final point totals, after any third cards, not
      on the totals of the initial deal.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"

      Examples:
        | case                                 | shoe                 | pt | bt | winner |
        | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S 9D | 7  | 7  | tie    |
        | 6 against 6 on two cards             | 6H 6S KD KC 9C       | 6  | 6  | tie    |
        | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS 9D | 9  | 5  | player |

  Rule: 1.1.12 Tie wager: wins when both final totals are equal, loses otherwise
    "Tie wager" means a wager which shall win if both "Player" hand and
    "Banker" hand have the same point total at the end of a round of play
    and shall lose otherwise.

    @clause:mbs-tiger-v2:1.1.12
    Scenario Outline: 1.1.12 The Tie wager wins on equal final totals and loses otherwise (<case>)
      The Tie wager wins whenever the round ends with both totals equal,
      whatever the total, and loses on every other result.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of 100
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tie" wager <tie>

      Examples:
        | case                 | shoe                 | winner | tie      |
        | a tie on 7           | 2H 4S 3D KC 2C 3S 9D | tie    | wins 800 |
        | a tie on 6           | 6H 6S KD KC 9C       | tie    | wins 800 |
        | a tie on natural 8   | 9S 9H 9D 9C 5D       | tie    | wins 800 |
        | a Player win, 9 to 5 | 2H 3S 3D 2C 4S KS 9D | player | loses    |
        | a Banker win, 6 to 1 | KH 6S QD KC AC 9D    | banker | loses    |

  Rule: 1.1.13 Tiger: wager that wins when Banker wins with a total of 6, loses otherwise
    "Tiger" means a wager which shall win if the "Banker" wins with a point
    total of six and loses with any other outcome.

    @clause:mbs-tiger-v2:1.1.13
    Scenario Outline: 1.1.13 Tiger wins only when the Banker wins with a total of 6 (<case>)
      Tiger is a wager on the Banker winning with a point total of 6, on two
      cards or on three. A 6 that ties or loses, and a Banker win on any other
      total, lose it.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "tiger" wager <tiger>

      Examples:
        | case                                | shoe                 | banker   | bt | winner | tiger     |
        | Banker wins 6 to 1 with two cards   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | wins 1200 |
        | Banker wins 6 to 1 with three cards | 5H 6S KD QC 6D TS 9D | 6S QC TS | 6  | banker | wins 2000 |
        | two-card 6 ties a two-card 6        | 6H 6S KD KC 9C       | 6S KC    | 6  | tie    | loses     |
        | three-card 6 ties a three-card 6    | 2H 3S 3D KC AC 3H 9D | 3S KC 3H | 6  | tie    | loses     |
        | three-card 6 loses to 7             | 7H 2S KD KC 4S 9D    | 2S KC 4S | 6  | player | loses     |
        | Banker wins with 7 on two cards     | KH 7S QD KC AC 9D    | 7S KC    | 7  | banker | loses     |
        | Banker wins with 5 on two cards     | KH 5S QD KC AC 9D    | 5S KC    | 5  | banker | loses     |

  Rule: 1.1.14 Tiger Pair: the first two cards of Player, Banker or both pair up; unlike face cards (K-Q, K-J, Q-J) never pair
    "Tiger Pair" means that the initial two cards of either the "Player"
    hand or the "Banker" hand or both form a "Pair". "Pair" means that two
    cards have the same point value or are the same face cards (Jack, Queen
    or King). Two face cards that are not identical (e.g. KQ, KJ, QJ) do not
    constitute a "Pair".

    @clause:mbs-tiger-v2:1.1.14
    Scenario Outline: 1.1.14 Tiger Pair looks for a pair in the first two cards of a hand (<case>)
      A pair is the first two cards of a hand of the same rank (interpretation
      1). A third card never makes a pair. One pair in either hand is a
      Single Tiger Pair, paid 4 to 1.

      Why rank, although the clause says "the same point value": a Ten, a
      Jack, a Queen and a King all have the point value 0 (3.3.2), so read
      literally "same point value" would pair any two of them; but the same
      sentence pairs face cards only when they are "the same face cards" and
      says that KQ, KJ and QJ do not constitute a Pair. Point value is
      therefore not what makes a pair among the cards worth 0, and the only
      reading that keeps both halves of the clause is the card's rank: two
      Tens pair, a Ten and a King do not. The examples "a Ten pairs only
      with a Ten" are decided by this reading alone; an engine that pairs by
      point value fails exactly those rows (docs/interpretations.md, 1).

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "tiger-pair" wager <tiger pair>

      Examples:
        | case                      | shoe                 | player   | banker   | tiger pair |
        | two 4s to the Player      | 4H 2S 4D 3C KS       | 4H 4D    | 2S 3C    | wins 400   |
        | two 9s to the Banker      | 2S 9H 3C 9D 5C       | 2S 3C    | 9H 9D    | wins 400   |
        | two Queens to the Player  | QH 2S QD 3C 8H 9D    | QH QD 8H | 2S 3C    | wins 400   |
        | the same card twice       | 9H 2S 9H 3C 5C       | 9H 9H    | 2S 3C    | wins 400   |
        | the third card matches    | 5H 2S KD 3C 5C AS 9D | 5H KD 5C | 2S 3C AS | loses      |
        | no pair                   | 2H 7S 3D KC 4S 9D    | 2H 3D 4S | 7S KC    | loses      |

      @interpretation:1
      Examples:
        | case                      | shoe                 | player   | banker   | tiger pair |
        | a King and a Queen        | KH 2S QD 3C 8H 9D    | KH QD 8H | 2S 3C    | loses      |
        | a Jack and a Queen suited | JS 2H QS 3D 9C 5C    | JS QS 9C | 2H 3D    | loses      |

      @interpretation:1
      Examples: a Ten pairs only with a Ten
        | case                       | shoe              | player   | banker   | tiger pair |
        | two Tens                   | TS 2H TD 3D 9C 5C | TS TD 9C | 2H 3D    | wins 400   |
        | a Ten and a King           | TS 2H KS 3D 9C 5C | TS KS 9C | 2H 3D    | loses      |
        | a Ten and a Jack to Banker | 2H TS 3D JS 9C 5C | 2H 3D 9C | TS JS 5C | loses      |

  Rule: 1.1.14.1 Single Tiger Pair: just one of the two hands holds a pair
    "Single Tiger Pair" means that either the "Player" hand or the "Banker"
    hand has "Pair".

    @interpretation:2
    Scenario Outline: 1.1.14.1-1.1.14.3 Tiger Pair is Single, Double or Twin by the pairs dealt (<case>)
      A pair in one hand only is a Single Tiger Pair (4 to 1), a pair in both
      hands a Double (20 to 1), and a pair in both hands of the same rank a
      Twin (100 to 1). A wager is paid once, at the highest category it
      reaches: a Twin is not also paid as a Double and a Single.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "tiger-pair" wager wins <win>
      And the odds applied to the "tiger-pair" wager are "<odds>"

      @clause:mbs-tiger-v2:1.1.14.1
      Examples: Single Tiger Pair
        | case              | shoe           | player | banker | win | odds |
        | single, Player 4s | 4H 2S 4D 3C KS | 4H 4D  | 2S 3C  | 400 | 4/1  |
        | single, Banker 9s | 2S 9H 3C 9D 5C | 2S 3C  | 9H 9D  | 400 | 4/1  |

      @clause:mbs-tiger-v2:1.1.14.2
      Examples: Double Tiger Pair
        | case                   | shoe                 | player   | banker   | win  | odds |
        | double, 7s and 3s      | 7S 3H 7D 3C 6D TS 2C | 7S 7D 6D | 3H 3C TS | 2000 | 20/1 |
        | double, Kings, Queens  | KH QS KD QC 5H 9D 2C | KH KD 5H | QS QC 9D | 2000 | 20/1 |
        | double, Tens and Kings | TS KH TD KC 5H 9D 2C | TS TD 5H | KH KC 9D | 2000 | 20/1 |

      @clause:mbs-tiger-v2:1.1.14.3
      Examples: Twin Tiger Pair
        | case                 | shoe                 | player   | banker   | win   | odds  |
        | twin, four Queens    | QH QS QD QC 5H 7D 2C | QH QD 5H | QS QC 7D | 10000 | 100/1 |
        | twin, four Tens      | TS TH TC TD 9C 8D 2C | TS TC 9C | TH TD 8D | 10000 | 100/1 |
        | twin, four 9s        | 9S 9H 9D 9C 5D       | 9S 9D    | 9H 9C    | 10000 | 100/1 |
        | twin, 2s of one suit | 2S 2S 2S 2S 6C 5D 9H | 2S 2S 6C | 2S 2S 5D | 10000 | 100/1 |

  Rule: 1.1.14.2 Double Tiger Pair: both hands hold a pair
    "Double Tiger Pair" means that both the "Player" hand and the "Banker"
    hand have "Pair".

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:1.1.14.2 under other rules.

  Rule: 1.1.14.3 Twin Tiger Pair: both hands hold a pair and the two pairs are of the same rank
    "Twin Tiger Pair" means that both the "Player" hand and the "Banker"
    hand have "Pair" and both pairs are of the same value or same face cards
    (for example two pairs of 9's or two pairs of Q's).

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:1.1.14.3 under other rules.

  Rule: 1.1.15 Tiger Tie: wager that wins when the round ends in a tie on 6, loses otherwise
    "Tiger Tie" means a wager which shall win if both "Player" hand and
    "Banker" hand tie on a point total of six at the end of a round of play
    and loses with any other outcome.

    @clause:mbs-tiger-v2:1.1.15
    Scenario Outline: 1.1.15 Tiger Tie wins only on a tie on 6 (<case>)
      Tiger Tie is a wager on the round ending in a tie with both totals 6,
      on two cards or on three. A tie on another total, and any result that
      is not a tie, lose it.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-tie" wager of 100
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the "tiger-tie" wager <tiger tie>

      Examples:
        | case                          | shoe                 | pt | bt | tiger tie |
        | a tie on 6, two cards each    | 6H 6S KD KC 9C       | 6  | 6  | wins 3500 |
        | a tie on 6, three cards each  | 2H 3S 3D KC AC 3H 9D | 6  | 6  | wins 3500 |
        | a tie on 7                    | 2H 4S 3D KC 2C 3S 9D | 7  | 7  | loses     |
        | a tie on natural 8            | 9S 9H 9D 9C 5D       | 8  | 8  | loses     |
        | a tie on 0                    | KH QS KD QC TH JS 9D | 0  | 0  | loses     |
        | the Banker wins with 6        | KH 6S QD KC AC 9D    | 1  | 6  | loses     |
        | the Player wins with 6 over 5 | 6H 5S KD KC TC 9D    | 6  | 5  | loses     |
