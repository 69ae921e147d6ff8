Feature: No Commission Baccarat v6, section 1: definitions

  The defined terms are checked through what they define: a hand is what the
  engine reports as the Player or Banker cards, the initial deal is the first
  four cards, a Natural stops the deal, a pair is judged on the first two
  cards of a hand, a point total counts every card of the hand, a round ends
  with every wager settled, and a Tie is equal final totals.

  Rule: 1.1 Opens the list of defined terms
    In these rules:

    # Procedural: lead-in to the definitions that follow; each definition is checked on its own

  Rule: 1.1.1 A hand is the set of cards dealt to Player or to Banker in one round
    "Hand" means the cards that have been dealt to the "Banker" or "Player"
    in a round of play.

    @clause:mbs-ncb-v6:1.1.1
    Scenario: 1.1.1 A hand is the cards dealt to one side in the round, third card included
      The Player hand and the Banker hand are each the cards dealt to that side
      in this round: two cards, or three when the Table of Play gives a third.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      When the coup is dealt
      Then the Player hand is "2H 3D 4S" with total 9
      And the Banker hand is "7S KC" with total 7
      And 5 cards are used

  Rule: 1.1.2 The initial deal is just the first two cards to each of Player and Banker
    "Initial deal" means only the first two cards to the "Player" and the
    first two cards to the "Banker" have been dealt.

    @clause:mbs-ncb-v6:1.1.2
    Scenario: 1.1.2 The initial deal is the first two cards to each hand
      The initial deal is four cards: two to the Player and two to the Banker.
      With a Natural in it nothing else is dealt, so the round consists of the
      initial deal alone and the following cards stay in the shoe.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "8H 2S KD 3C 9S 9D"
      When the coup is dealt
      Then the Player hand is "8H KD" with total 8
      And the Banker hand is "2S 3C" with total 5
      And 4 cards are used
      And the winner is "player"

  Rule: 1.1.3 A Natural is a total of 8 or 9 on either hand after the initial deal
    "Natural" means a point total of eight or nine for either the "Player"
    hand or the "Banker" hand in the initial deal.

    @clause:mbs-ncb-v6:1.1.3
    Scenario Outline: 1.1.3 A Natural is an 8 or 9 on two cards (<case>)
      Only the first two cards of a hand can make a Natural. A hand that
      reaches 8 or 9 with its third card is not a Natural, and the other hand
      still plays its part of the Table of Play.

      Given the game "mbs-ncb-v6" with 8 decks
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

  Rule: 1.1.4 Player pair / Banker pair: that hand's first two cards are a pair (two 9s, two Queens, ...)
    "Player pair" or "Banker pair" means that the first two cards of either
    the "Player" hand or the "Banker" hand form a "Pair" (for example two
    9's or two Q's).

    @clause:mbs-ncb-v6:1.1.4
    Scenario Outline: 1.1.4 A pair is the first two cards of a hand of the same rank (<case>)
      Player pair and Banker pair look only at the first two cards of their
      hand: two cards of the same rank, whatever their suits, are a pair. A
      third card never makes a pair. Each pair wager here is a stake of 100 and
      a pair pays 11 to 1.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | case                    | shoe              | player   | banker   | player pair | banker pair |
        | two 4s to the Player    | 4H 2S 4D 3C KS    | 4H 4D    | 2S 3C    | wins 1100   | loses       |
        | two 9s to the Banker    | 2S 9H 3C 9D       | 2S 3C    | 9H 9D    | loses       | wins 1100   |
        | two Queens to each hand | QH QS QD QC 5H 7D | QH QD 5H | QS QC 7D | wins 1100   | wins 1100   |
        | the same card twice     | 9H 2S 9H 3C       | 9H 9H    | 2S 3C    | wins 1100   | loses       |
        | a pair on each side     | 7S 4D 7C 4H 2S 9C | 7S 7C    | 4D 4H    | wins 1100   | wins 1100   |
        | the third card matches  | 5H 2S KD 3C 5C AS | 5H KD 5C | 2S 3C AS | loses       | loses       |

      @interpretation:1
      Examples: picture cards and tens pair only with their own rank
        | case                         | shoe              | player   | banker   | player pair | banker pair |
        | two Tens                     | TS 2H TD 3D 9C    | TS TD 9C | 2H 3D    | wins 1100   | loses       |
        | a Ten and a King             | TS 2H KS 3D 9C    | TS KS 9C | 2H 3D    | loses       | loses       |
        | a Jack and a Queen, suited   | JS 2H QS 3D 9C    | JS QS 9C | 2H 3D    | loses       | loses       |
        | a King and a Queen to Banker | 2H KH 3D QH 9C 5S | 2H 3D 9C | KH QH 5S | loses       | loses       |

  Rule: 1.1.5 A hand's point total is the combined value of its cards
    "Point total" means the total value of cards in a hand.

    @clause:mbs-ncb-v6:1.1.5
    Scenario Outline: 1.1.5 A hand's point total counts every card in it (<shoe>)
      The point total is taken over all the cards of the hand, the third card
      included.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | shoe              | player   | pt | banker   | bt |
        | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  |
        | 2H 3S 3D KC 4S 5C | 2H 3D 4S | 9  | 3S KC 5C | 8  |

  Rule: 1.1.6 A round runs from the start of play until the result is announced and wagers are settled
    "Round of play" means the period of play commencing with the
    commencement of play and concluding when the Dealer announces a result
    and, if applicable, collects losing wagers and pays winning wagers.

    @clause:mbs-ncb-v6:1.1.6
    Scenario: 1.1.6 A round ends with its result and every wager on it settled
      A round of play runs from the opening of play to the announced result,
      and takes in the settlement of every wager on it: each wager placed gets
      exactly one settlement in that round.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "2H 4S 3D KC 2C 3S 9H"
      And a wager of 100 on each of "player", "banker", "tie", "player-pair" and "banker-pair"
      When the coup is dealt
      Then the winner is "tie"
      And the wagers settle as:
        | wager       | result | win |
        | player      | push   |     |
        | banker      | push   |     |
        | tie         | win    | 800 |
        | player-pair | lose   |     |
        | banker-pair | lose   |     |

  Rule: 1.1.7 A Tie is both hands finishing the round with the same point total
    "Tie" means that both the "Player" hand and the "Banker" hand have the
    same point total at the end of a round of play.

    @clause:mbs-ncb-v6:1.1.7
    Scenario Outline: 1.1.7 A Tie is equal totals at the end of the round (<case>)
      What counts for a Tie is the final point totals, after any third cards,
      not the totals of the initial deal.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"

      Examples:
        | case                                 | shoe              | pt | bt | winner |
        | 5 against 4 after two cards, 7 to 7  | 2H 4S 3D KC 2C 3S | 7  | 7  | tie    |
        | 6 against 6 on two cards             | 6H 6S KD KC 9C    | 6  | 6  | tie    |
        | 5 and 5 after two cards, 9 against 5 | 2H 3S 3D 2C 4S KS | 9  | 5  | player |
