"""Through the Window's given names: the proper-noun list RULINGS 12 adds to the noun
list ("a noun is a person, place, or thing", and a child says "Tina!"). WordNet names
famous people and places but has almost no given names.

Written for Parlour (no outside source): common English given names for each letter the
cards ask for (A, E, F, J, K, N, Q, S, T), lower case. Both lexicons include them.
"""

from __future__ import annotations

_LIST = """
aaron abby abigail adam adrian aidan alan albert alex alexander alexandra alfie alice
alison amanda amber amelia amy andrea andrew angela anna anne annie anthony archie
arthur ashley audrey austin ava
edgar eddie edith edmund edward edwin eileen elaine eleanor eli elijah eliza elizabeth
ella ellen ellie elliot elsa emily emma eric erica erin ethan eva evan evelyn ezra
faith fatima felix fern fiona finn florence frances francesca francis frank freddie
frederick freya
jack jackie jacob jade jake james jamie jane janet jasmine jason jasper jean jennifer
jenny jeremy jessica jill jim jimmy joan joanna joe joel john johnny jonathan jordan
joseph josh joshua joy judith judy julia julian julie june justin
karen kate katherine kathleen katie kayla keith kelly ken kenneth kevin kim kimberly
kirsty kyle
nadia nancy naomi nat natalie nathan neil nell nicholas nick nicola nicole nina noah
noel nora norman
queenie quentin quincy quinn
sally sam samantha samuel sandra sara sarah scott sean sebastian seth shannon sharon
sheila simon sophia sophie stella stephen steven stuart susan suzanne sylvia
tamara tanya tara ted teddy teresa terry tess theo theodore thomas tiffany tim timothy
tina toby todd tom tommy tony tracy trevor tyler
"""
NAMES: tuple[str, ...] = tuple(_LIST.split())
