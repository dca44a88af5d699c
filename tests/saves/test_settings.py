"""Settings survive a restart; a damaged settings file falls back to the defaults."""

from luna.client.window.settings import Settings, load_settings, save_settings, settings_path


def test_settings_round_trip(tmp_path):
    save_settings(Settings(language="nl", speed="fast", sound=False, think_time=5.0), tmp_path)
    s = load_settings(tmp_path)
    assert (s.language, s.speed, s.sound, s.think_time) == ("nl", "fast", False, 5.0)
    assert s.speed_factor == 2.5


def test_damaged_or_odd_settings_fall_back_to_defaults(tmp_path):
    settings_path(tmp_path).write_text("{not json", encoding="utf-8")
    assert load_settings(tmp_path) == Settings()
    settings_path(tmp_path).write_text('{"language": "xx", "speed": 9, "think_time": 99}',
                                       encoding="utf-8")
    assert load_settings(tmp_path) == Settings()


def test_reduced_motion_is_kept_and_only_a_true_or_false_counts(tmp_path):
    save_settings(Settings(reduced_motion=True), tmp_path)
    assert load_settings(tmp_path).reduced_motion is True
    settings_path(tmp_path).write_text('{"reduced_motion": "yes"}', encoding="utf-8")
    assert load_settings(tmp_path).reduced_motion is False


def test_the_hints_nudge_first_is_on_by_default_kept_and_only_a_true_or_false_counts(tmp_path):
    assert Settings().hint_nudge is True          # a new player's Hint: a nudge first
    save_settings(Settings(hint_nudge=False), tmp_path)     # (F1043: the whole at once)
    assert load_settings(tmp_path).hint_nudge is False
    settings_path(tmp_path).write_text('{"hint_nudge": 1}', encoding="utf-8")
    assert load_settings(tmp_path).hint_nudge is True
    # the old "goal first" switch (off for most) is not read as the whole Hint chosen
    settings_path(tmp_path).write_text('{"hint_goal": false}', encoding="utf-8")
    assert load_settings(tmp_path).hint_nudge is True
