"""A person's wish about the move picker's Confirm step: unset until they choose, kept apart
from their other preferences (direct messages, locale), in every adapter."""


async def test_the_confirm_wish_is_unset_until_chosen_then_kept(store):
    assert await store.confirm_pref(5) is None
    await store.set_confirm_pref(5, False)
    assert await store.confirm_pref(5) is False
    await store.set_confirm_pref(5, True)
    assert await store.confirm_pref(5) is True
    assert await store.confirm_pref(6) is None


async def test_the_confirm_wish_leaves_the_other_preferences_alone(store):
    await store.set_notify_pref(5, True)
    await store.set_user_locale(5, "fr")
    await store.set_confirm_pref(5, False)
    assert await store.notify_pref(5) is True and await store.user_locale(5) == "fr"
    await store.set_notify_pref(5, False)
    await store.set_user_locale(5, "nl")
    assert await store.confirm_pref(5) is False
    await store.set_confirm_pref(7, False)  # someone new: no direct messages asked for
    assert await store.notify_pref(7) is False and await store.user_locale(7) is None
    await store.set_notify_pref(8, True)  # other preferences do not choose for them
    assert await store.confirm_pref(8) is None
