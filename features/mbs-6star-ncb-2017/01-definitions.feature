Feature: 6 Star No Commission Baccarat, section 1: definitions

  The defined terms are checked through what they define. The 6 Star deck
  has five suits, the elements Fire, Gold, Earth, Wood and Water, and in
  each of them the ranks Ace to Ten and three picture cards, the Stars Sau,
  Luk and Fuk (written S, L, F: `SGo` is the Sau of Gold). 6 Stars and
  Flaming 9's are hand patterns that change what some wagers pay; the
  Element Bonus and Fortune Six are side wagers; a hand, the initial deal, a
  Natural, a pair, a point total, a round and a Tie are what the engine
  reports and settles.

  Rule: 1.1 Opens the list of defined terms
    In these rules:

    # Procedural: lead-in to the definitions that follow; each definition is checked on its own

  Rule: 1.1.1 6 Stars: a tie in which each hand holds one Sau, one Luk and one Fuk
    "6 Stars" means two hands resulting in a tie where the "Player" hand has
    Sau ("S"), Luk ("L") and Fuk ("F") and the "Banker" hand has Sau ("S"),
    Luk ("L") and Fuk ("F").

    @clause:mbs-6star-ncb-2017:1.1.1 @clause:mbs-6star-ncb-2017:1.1.12 @interpretation:5
    Scenario Outline: 1.1.1 6 Stars is a tie in which each hand is one Sau, one Luk and one Fuk (<case>)
      Both hands must hold exactly the three different Stars, in any order and
      of any elements; the round is then a tie on 0 and the Tie wager earns the
      30,000-dollar Tie Bonus on top of eight to one. Two of one Star, or a Ten
      in place of a Star (a Ten counts zero but is not a Star), is an ordinary
      tie on 0.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "tie", "player" and "banker"
      When the coup is dealt
      Then the Player hand is "<player>" with total 0
      And the Banker hand is "<banker>" with total 0
      And the winner is "tie"
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager <tie>

      Examples:
        | case                                      | shoe                        | player      | banker      | tie                                           |
        | 6 Stars of mixed elements                 | SGo LWa LEa FWo FFi SWa 2Go | SGo LEa FFi | LWa FWo SWa | wins 3000800 including a Tie Bonus of 3000000 |
        | 6 Stars, the Banker's in another order    | SGo LWa LEa SFi FFi FWo 2Go | SGo LEa FFi | LWa SFi FWo | wins 3000800 including a Tie Bonus of 3000000 |
        | two Saus and a Fuk in each hand           | SGo SWa SEa SFi FFi FWo 2Go | SGo SEa FFi | SWa SFi FWo | wins 800                                      |
        | Player 6 Stars, Banker two Luks and a Fuk | SGo LWa LEa LFi FFi FWo 2Go | SGo LEa FFi | LWa LFi FWo | wins 800                                      |
        | a Ten in place of the Player's Sau        | TGo SWa LEa LFi FFi FWo 2Go | TGo LEa FFi | SWa LFi FWo | wins 800                                      |
        | Player 6 Stars against three Tens         | SGo TWa LEa TFi FFi TWo 2Go | SGo LEa FFi | TWa TFi TWo | wins 800                                      |

  Rule: 1.1.2 A card's Element is its suit, one of Fire, Gold, Earth, Wood and Water
    "Element" means the suit of each card as either "Fire" ( , "Gold" ( ,
    "Earth" ( , "Wood" ( ) or "Water" ( -

    @clause:mbs-6star-ncb-2017:1.1.2 @interpretation:7
    Scenario Outline: 1.1.2 A card's element is its suit (<case>)
      The element is the two letters after the rank. Four cards of one element
      win the Element Bonus; one card of another element among them, even of
      the same rank, makes the hands mixed and the wager loses.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And an "element-bonus" wager of 100
      When the coup is dealt
      Then 4 cards are used
      And the "element-bonus" wager <outcome>

      Examples:
        | case                         | shoe                | outcome   |
        | four Fire cards              | 9Fi 2Fi TFi 5Fi 3Go | wins 5000 |
        | four Gold cards              | 8Go AGo SGo 6Go 3Fi | wins 5000 |
        | four Earth cards             | 4Ea 7Ea 4Ea LEa 3Wa | wins 5000 |
        | four Wood cards              | FWo 3Wo 9Wo 5Wo 2Ea | wins 5000 |
        | four Water cards             | 6Wa 9Wa 3Wa TWa 3Wo | wins 5000 |
        | three Fire and a Gold card   | 9Fi 2Fi TFi 5Go 3Go | loses     |
        | three Earth and a Wood card  | 4Ea 7Ea 4Wo LEa 3Wa | loses     |
        | Water and Wood of equal rank | 6Wa 9Wa 3Wa TWo 3Wo | loses     |

  Rule: 1.1.3 Element Bonus: optional wager winning when every card of both final hands (4 to 6) has one element
    "Element Bonus" means an additional wager that may be placed by a Player
    and wins if all cards in the completed hands for both "Player" and
    "Banker" (4 cards, 5 cards or 6 cards as the case may be) are of the
    same "Element" and loses with any other outcome.

    @clause:mbs-6star-ncb-2017:1.1.3 @interpretation:7
    Scenario Outline: 1.1.3 Element Bonus looks at every card of both completed hands (<case>)
      The Element Bonus is a side wager on the complete hands: four, five or
      six cards depending on the Table of Play. Third cards count as much as
      the first four, and the wager loses on any other outcome.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And an "element-bonus" wager of 100
      When the coup is dealt
      Then <cards> cards are used
      And the "element-bonus" wager <outcome>

      Examples:
        | case                                    | shoe                        | cards | outcome     |
        | four Water cards, no third card         | 9Wa 2Wa TWa 5Wa 3Go         | 4     | wins 5000   |
        | four Gold cards and a Water third card  | 6Go 3Go TGo LGo 4Wa 9Wa     | 5     | loses       |
        | five Gold cards                         | 6Go 3Go TGo LGo 4Go 9Wa     | 5     | wins 50000  |
        | five Wood cards and an Earth sixth card | AWo 2Wo 3Wo 4Wo 6Wo 5Ea 7Go | 6     | loses       |
        | six Wood cards                          | AWo 2Wo 3Wo 4Wo 6Wo 5Wo 7Go | 6     | wins 500000 |
        | four Fire cards, a Gold card left over  | 9Fi 2Fi TFi 5Fi 3Go         | 4     | wins 5000   |

  Rule: 1.1.4 Flaming 9's: a natural 9 made of two Fire cards
    "Flaming 9's" means a hand which is a natural nine comprising 2 "Fire"
    element cards.

    @clause:mbs-6star-ncb-2017:1.1.4 @interpretation:6
    Scenario Outline: 1.1.4 Flaming 9's is a natural 9 of two Fire cards (<case>)
      Only a two-card 9 whose two cards are both Fire is Flaming 9's, and a
      hand winning with it pays 1.2 to 1 instead of even money. A 9 with one
      Fire card, a 9 reached with a third card (even three Fire cards) and a
      natural 8 of two Fire cards are ordinary hands.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the <side> hand is "<hand>" with total <total>
      And the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "<odds>"

      Examples:
        | case                               | side   | wager  | shoe                        | hand        | total | win | odds |
        | Player 4 and 5 of Fire             | Player | player | 4Fi 2Go 5Fi 3Go 9Wa         | 4Fi 5Fi     | 9     | 120 | 6/5  |
        | Player Sau and 9 of Fire           | Player | player | SFi 2Go 9Fi 3Go AWa         | SFi 9Fi     | 9     | 120 | 6/5  |
        | Player natural 9, one Fire card    | Player | player | 4Fi 2Go 5Wa 3Go 9Wa         | 4Fi 5Wa     | 9     | 100 | 1/1  |
        | Player three-card 9, all Fire      | Player | player | 2Fi 6Go 3Fi TWa 4Fi 8Wa     | 2Fi 3Fi 4Fi | 9     | 100 | 1/1  |
        | Player natural 8 of two Fire cards | Player | player | 3Fi TWa 5Fi SEa AWo         | 3Fi 5Fi     | 8     | 100 | 1/1  |
        | Banker 4 and 5 of Fire             | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea         | 4Fi 5Fi     | 9     | 120 | 6/5  |
        | Banker natural 9, one Fire card    | Banker | banker | 2Go 4Go 3Wa 5Fi 7Ea         | 4Go 5Fi     | 9     | 100 | 1/1  |
        | Banker three-card 9, all Fire      | Banker | banker | LWa 2Fi 3Go 3Fi 4Ea 4Fi 7Wa | 2Fi 3Fi 4Fi | 9     | 100 | 1/1  |

  Rule: 1.1.5 Fortune Six: optional wager winning when Banker wins with a total of 6
    "Fortune Six" means an additional wager that may be placed by a Player
    and wins if the "Banker" wins with a point total of six and loses with
    any other outcome.

    @clause:mbs-6star-ncb-2017:1.1.5
    Scenario Outline: 1.1.5 Fortune Six wins only when the Banker wins with 6 (<case>)
      Fortune Six is a side wager on the Banker winning with a point total of
      six, on two or three cards. A Banker 6 that ties or loses, a Banker win
      on another total, or a Player win on 6 all lose it.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "fortune-six" wager of 100
      When the coup is dealt
      Then the winner is "<winner>"
      And the Banker total is <bt>
      And the "fortune-six" wager <outcome>

      Examples:
        | case                            | shoe                        | winner | bt | outcome   |
        | Banker wins with a two-card 6   | TWa 6Go SEa TFi 3Ea 8Wo     | banker | 6  | wins 1200 |
        | Banker wins with a three-card 6 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | banker | 6  | wins 2000 |
        | Banker 6 ties on two cards      | 6Wa 6Go TEa TFi AWo         | tie    | 6  | loses     |
        | Banker 6 ties on three cards    | 2Go 3Wa 4Ea 3Fi 2Wo 6Ea     | tie    | 6  | loses     |
        | Banker two-card 6 loses to 7    | 7Wa 6Go TEa TFi 2Wo         | player | 6  | loses     |
        | Banker three-card 6 loses to 7  | 7Wa 3Go TEa TFi 3Wo 5Ea     | player | 6  | loses     |
        | Banker wins with 7              | TWa 7Go SEa TFi 3Ea 8Wo     | banker | 7  | loses     |
        | Player wins with 6              | 6Wa 4Go TEa TFi 9Wo 5Go     | player | 3  | loses     |

  Rule: 1.1.6 A hand is the set of cards dealt to Player or to Banker in one round
    "Hand" means the cards that have been dealt to the "Banker" or "Player"
    in a round of play.

    @clause:mbs-6star-ncb-2017:1.1.6
    Scenario: 1.1.6 A hand is the cards dealt to one side in the round, third card included
      The Player hand and the Banker hand are each the cards dealt to that side
      in this round: two cards, or three when the Table of Play gives a third.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Fi 7Wa 3Go LEa 4Wo 9Ea"
      When the coup is dealt
      Then the Player hand is "2Fi 3Go 4Wo" with total 9
      And the Banker hand is "7Wa LEa" with total 7
      And 5 cards are used

  Rule: 1.1.7 The initial deal is just the first two cards to each of Player and Banker
    "Initial deal" means only the first two cards to the "Player" and the
    first two cards to the "Banker" have been dealt.

    @clause:mbs-6star-ncb-2017:1.1.7
    Scenario: 1.1.7 The initial deal is the first two cards to each hand
      The initial deal is four cards: two to the Player and two to the Banker.
      With a Natural in it nothing else is dealt, so the round is the initial
      deal alone and the following cards stay in the shoe.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "8Wa 2Go TEa 3Fi 9Ea 9Ea"
      When the coup is dealt
      Then the Player hand is "8Wa TEa" with total 8
      And the Banker hand is "2Go 3Fi" with total 5
      And 4 cards are used
      And the winner is "player"

  Rule: 1.1.8 A Natural is a total of 8 or 9 on either hand after the initial deal
    "Natural" means a point total of eight or nine for either the "Player"
    hand or the "Banker" hand in the initial deal.

    @clause:mbs-6star-ncb-2017:1.1.8
    Scenario Outline: 1.1.8 A Natural is an 8 or 9 on the first two cards (<case>)
      Only the initial deal can make a Natural. A hand that reaches 8 or 9
      with its third card is not a Natural, and the other hand still plays its
      part of the Table of Play.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | case                          | shoe                    | player      | pt | banker      | bt | winner |
        | Player natural 8              | 8Wa 2Go TEa 3Fi 9Ea 9Ea | 8Wa TEa     | 8  | 2Go 3Fi     | 5  | player |
        | Banker natural 9 of a Star    | 7Wa 9Go 8Ea SFi 4Wo 4Wo | 7Wa 8Ea     | 5  | 9Go SFi     | 9  | banker |
        | three-card 9 is not a natural | 2Wa 3Go 3Ea LWo 4Fi 5Go | 2Wa 3Ea 4Fi | 9  | 3Go LWo 5Go | 8  | player |
        | three-card 8 is not a natural | AWo 4Go 2Ea TWa 5Fi 4Ea | AWo 2Ea 5Fi | 8  | 4Go TWa 4Ea | 8  | tie    |

  Rule: 1.1.9 Player pair / Banker pair: that hand's first two cards are a pair (two 9s, two Luks, ...)
    "Player pair" or "Banker pair" means that the first two cards of either
    the "Player" hand or the "Banker" hand form a "Pair" (for example two
    9's or two Luk ("L")).

    @clause:mbs-6star-ncb-2017:1.1.9
    Scenario Outline: 1.1.9 A pair is the first two cards of a hand of the same rank (<case>)
      Player pair and Banker pair look only at the first two cards of their
      hand: two 9s, two Luks, two Tens, whatever their elements. A third card
      never makes a pair. Each pair wager is a stake of 100 paying 11 to 1.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | case                        | shoe                    | player      | banker      | player pair | banker pair |
        | two 9s to the Player        | 9Wa 2Go 9Fi 3Go 4Ea     | 9Wa 9Fi     | 2Go 3Go     | wins 1100   | loses       |
        | two Luks to the Player      | LWa 2Go LFi 3Go 4Ea 8Wo | LWa LFi 4Ea | 2Go 3Go 8Wo | wins 1100   | loses       |
        | two Saus to the Banker      | 2Go SWa 3Go SEa 4Ea 8Wo | 2Go 3Go 4Ea | SWa SEa 8Wo | loses       | wins 1100   |
        | the same card twice         | 2Go 3Wa 3Go 3Wa 4Ea 8Wo | 2Go 3Go 4Ea | 3Wa 3Wa     | loses       | wins 1100   |
        | two Fire cards of two ranks | 2Fi 4Go 3Fi 5Wa 4Ea 8Wo | 2Fi 3Fi     | 4Go 5Wa     | loses       | loses       |
        | the third card matches      | 2Go 3Wa 3Go 3Ea 2Wo 5Go | 2Go 3Go 2Wo | 3Wa 3Ea     | loses       | wins 1100   |

      @interpretation:1
      Examples: Stars and Tens pair only with their own rank
        | case                        | shoe                    | player      | banker      | player pair | banker pair |
        | two Tens                    | TWa 2Go TFi 3Go 4Ea 8Wo | TWa TFi 4Ea | 2Go 3Go 8Wo | wins 1100   | loses       |
        | a Luk and a Sau             | LWa 2Go SFi 3Go 4Ea 8Wo | LWa SFi 4Ea | 2Go 3Go 8Wo | loses       | loses       |
        | a Ten and a Fuk             | 2Go TWa 3Go FFi 4Ea 8Wo | 2Go 3Go 4Ea | TWa FFi 8Wo | loses       | loses       |
        | a Sau and a Fuk of one suit | SGo 2Wa FGo 3Wa 4Ea 8Wo | SGo FGo 4Ea | 2Wa 3Wa 8Wo | loses       | loses       |

  Rule: 1.1.10 A hand's point total is the combined value of its cards
    "Point total" means the total value of cards in a hand.

    @clause:mbs-6star-ncb-2017:1.1.10
    Scenario Outline: 1.1.10 A hand's point total counts every card in it (<shoe>)
      The point total is taken over all the cards of the hand, the third card
      included.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | shoe                    | player      | pt | banker      | bt |
        | 2Fi 7Wa 3Go LEa 4Wo 9Ea | 2Fi 3Go 4Wo | 9  | 7Wa LEa     | 7  |
        | 2Go 3Wa 3Ea 2Fi 4Wo SEa | 2Go 3Ea 4Wo | 9  | 3Wa 2Fi SEa | 5  |

  Rule: 1.1.11 A round runs from the start of play until the result is announced and wagers are settled
    "Round of play" means the period of play commencing with the
    commencement of play and concluding when the Dealer announces a result
    and, if applicable, collects losing wagers and pays winning wagers.

    @clause:mbs-6star-ncb-2017:1.1.11
    Scenario: 1.1.11 A round ends with its result and every wager on it settled
      A round of play runs from the opening of play to the announced result,
      and takes in the settlement of every wager on it: each of the seven
      wagers placed gets exactly one settlement in that round.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Go 4Wa 3Ea LFi 2Fi 3Wo 9Go"
      And a wager of 100 on each of "player", "banker", "tie", "player-pair", "banker-pair", "fortune-six" and "element-bonus"
      When the coup is dealt
      Then the winner is "tie"
      And the wagers settle as:
        | wager         | result | win |
        | player        | push   |     |
        | banker        | push   |     |
        | tie           | win    | 800 |
        | player-pair   | lose   |     |
        | banker-pair   | lose   |     |
        | fortune-six   | lose   |     |
        | element-bonus | lose   |     |

  Rule: 1.1.12 A Star is one of the three picture cards of every element suit: Sau, Luk or Fuk
    "Star" means any of the three picture cards for each of the five suits,
    namely Sau ("S"), Luk ("L") or Fuk ("F").

    @clause:mbs-6star-ncb-2017:1.1.12 @clause:mbs-6star-ncb-2017:1.1.1 @interpretation:5 @interpretation:7
    Scenario Outline: 1.1.12 Sau, Luk and Fuk of <element> are Stars
      Every element has its three Stars. Here both hands are the three Stars
      of one element: a 6 Stars tie (Tie Bonus of 30,000 dollars) whose six
      cards are also all of one element (Element Bonus, five thousand to one).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "S<e> L<e> L<e> S<e> F<e> F<e> 2Go"
      And a wager of 100 on each of "tie" and "element-bonus"
      When the coup is dealt
      Then the Player hand is "S<e> L<e> F<e>" with total 0
      And the Banker hand is "L<e> S<e> F<e>" with total 0
      And the "tie" wager wins 3000800 including a Tie Bonus of 3000000
      And the "element-bonus" wager wins 500000

      Examples:
        | element | e  |
        | Fire    | Fi |
        | Gold    | Go |
        | Earth   | Ea |
        | Wood    | Wo |
        | Water   | Wa |

  Rule: 1.1.13 A Tie is both hands finishing the round with the same point total
    "Tie" means that both the "Player" hand and the "Banker" hand have the
    same point total at the end of a round of play.

    @clause:mbs-6star-ncb-2017:1.1.13
    Scenario Outline: 1.1.13 A Tie is equal totals at the end of the round (<case>)
      What counts for a Tie is the final point totals, after any third cards,
      not the totals of the initial deal.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"

      Examples:
        | case                                 | shoe                        | pt | bt | winner |
        | 5 against 4 after two cards, 7 to 7  | 2Go 4Wa 3Ea LFi 2Fi 3Wo 9Go | 7  | 7  | tie    |
        | 6 against 6 on two cards             | 6Wa 6Go LEa TFi 9Ea         | 6  | 6  | tie    |
        | 5 and 5 after two cards, 9 against 5 | 2Go 3Wa 3Ea 2Fi 4Wo SEa     | 9  | 5  | player |

  Rule: 1.1.14 Tie Bonus: an extra payment on winning Tie wagers when the tie has Flaming 9's or 6 Stars
    "Tie Bonus" refers to a payment that will be paid to a Player who has
    wagered on Tie when the round of play results in a "Tie" with "Flaming
    9's" or "6 Stars" in accordance with rule 3.10.1.1 and 3.10.1.2.

    @clause:mbs-6star-ncb-2017:1.1.14 @interpretation:5
    Scenario Outline: 1.1.14 The Tie Bonus is paid on a Tie wager, and only with Flaming 9's or 6 Stars (<case>)
      The Tie Bonus is an extra payment to a winning Tie wager, due when both
      hands are Flaming 9's or both are 6 Stars. Player and Banker wagers push
      on such a tie and get no bonus; a tie of another kind pays the Tie wager
      eight to one alone.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "tie", "player" and "banker"
      When the coup is dealt
      Then the wagers settle as:
        | wager  | result | win   | bonus   |
        | tie    | win    | <win> | <bonus> |
        | player | push   | 0     | 0       |
        | banker | push   | 0     | 0       |

      Examples:
        | case                             | shoe                        | win     | bonus   |
        | both hands Flaming 9's           | 9Fi TFi SFi 9Fi AGo         | 300800  | 300000  |
        | both hands 6 Stars               | SGo LWa LEa FWo FFi SWa 2Go | 3000800 | 3000000 |
        | a tie on 7                       | 2Go 4Wa 3Ea LFi 2Fi 3Wo 9Go | 800     | 0       |
        | Player Flaming 9's, Banker plain | 9Fi 4Go TFi 5Wa AWo         | 800     | 0       |
