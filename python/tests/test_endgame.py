"""Endgame tables from Python: built by the manqala binary, probed here, used by the search."""

import subprocess

import pytest

import manqala


@pytest.fixture(scope="module")
def tables(manqala_binary, tmp_path_factory):
    path = tmp_path_factory.mktemp("tables")
    subprocess.run(
        [manqala_binary, "tb", "build", "al-manqala", "--max-seeds", "6", "--out", str(path)],
        check=True,
        capture_output=True,
    )
    manqala.set_tablebase_dir(str(path))
    yield path
    manqala.set_tablebase_dir("")


def test_a_position_in_the_tables_has_its_value_and_each_move(tables, manqala_binary):
    # RULES.md's starvation vector: g2 takes f2, South cannot feed, North takes the rest.
    text = "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"
    s = manqala.State.from_text("al-manqala", text)
    e = s.endgame()
    assert e["kind"] == "seeds"
    assert (e["seeds"], e["board"]) == (4.0, 4)
    assert e["text"] == "with best play North takes 4 of the 4 seeds left"
    assert e["moves"]["g2"]["seeds"] == 4.0 and e["moves"]["f2"]["seeds"] == 0.0
    # The same as the command line says.
    probe = subprocess.run(
        [manqala_binary, "tb", "probe", "al-manqala", "--tb", str(tables), text],
        check=True, capture_output=True, text=True,
    ).stdout
    assert "solved: " + e["text"] in probe
    r = s.search(depth=3)
    assert r.move == "g2" and r.tbhits > 0


def test_outside_the_tables_there_is_no_value(tables):
    assert manqala.State("al-manqala").endgame() is None
    assert manqala.State("hawalis").endgame() is None  # no Hawalis tables there


def test_a_directory_that_is_not_there_is_refused(tables):
    with pytest.raises(ValueError, match="does not exist"):
        manqala.set_tablebase_dir(str(tables / "nowhere"))
