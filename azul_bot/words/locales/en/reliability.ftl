## Who finishes their games: the share of their latest games a person finished in their own
## seat (a stand-in taking the seat for good, or resigning after the first round, is not
## finishing one), and how long their turns typically take. A share is a NUMBER in percent.

stats-finishes = Finishes { NUMBER($share, style: "percent") } of their games ({ $finished } of the last { $games })
stats-finishes-soon = Games finished: shown after { $least } games ({ $left ->
    [one] 1 more to go
   *[other] { $left } more to go
})
stats-typical-turn = Typical turn: { $duration }
refusal-below_min_finished = This table asks for players who finished at least { NUMBER($least, style: "percent") } of their games; you finished { NUMBER($share, style: "percent") } of your last { $games }. Nothing was changed.
refusal-min_finished_range = The least share of finished games can be 1 to 100 (percent).
