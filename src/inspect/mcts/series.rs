//! The root children's visit shares against iterations, over a whole run (the
//! inspector's plot): after k iterations the root has k visits, and a root
//! child's visits are the iterations whose path went through it, so the shares
//! come from the paths alone, one pass, without replaying any sums.

use super::record::MctsRun;

/// Per root child, in the game's order: its action and the points
/// [iteration, visits / iterations] at up to `max_points` iterations spread
/// evenly over the run (the first and the last included).
pub fn shares(run: &MctsRun, max_points: usize) -> Vec<(String, Vec<[f64; 2]>)> {
    let s = &run.shape;
    let total = run.iterations();
    let (first, count) = (s.first[0], s.count[0]);
    if total == 0 || count == 0 || max_points == 0 {
        return Vec::new();
    }
    let at = sample_points(total, max_points);
    // The lines in the game's order; `slot` finds a child's line.
    let mut order: Vec<u32> = (first..first + count).collect();
    order.sort_by_key(|&c| s.game_rank.get(c as usize).copied().unwrap_or(c));
    let mut slot = vec![0usize; count as usize];
    for (j, &c) in order.iter().enumerate() {
        slot[(c - first) as usize] = j;
    }
    let mut visits = vec![0u32; count as usize];
    let mut series: Vec<(String, Vec<[f64; 2]>)> = order
        .iter()
        .map(|&c| {
            (
                run.name(s.action[c as usize]).to_string(),
                Vec::with_capacity(at.len()),
            )
        })
        .collect();
    let mut next = at.iter().peekable();
    for k in 1..=total {
        if let Some(&child) = run.path(k).get(1) {
            visits[slot[(child - first) as usize]] += 1;
        }
        if next.peek() == Some(&&k) {
            next.next();
            for (line, &v) in series.iter_mut().zip(&visits) {
                line.1.push([k as f64, v as f64 / k as f64]);
            }
        }
    }
    series
}

/// Up to `max_points` iterations in 1..=total, increasing, evenly spread, the
/// first and the last included.
fn sample_points(total: u32, max_points: usize) -> Vec<u32> {
    if max_points as u64 >= total as u64 {
        return (1..=total).collect();
    }
    if max_points == 1 {
        return vec![total];
    }
    let span = (total - 1) as u64;
    let mut at: Vec<u32> = (0..max_points as u64)
        .map(|j| 1 + (j * span / (max_points as u64 - 1)) as u32)
        .collect();
    at.dedup();
    at
}

#[cfg(test)]
mod tests {
    use super::sample_points;

    #[test]
    fn sample_points_cover_the_run_evenly() {
        assert_eq!(sample_points(5, 10), vec![1, 2, 3, 4, 5]);
        assert_eq!(sample_points(101, 3), vec![1, 51, 101]);
        assert_eq!(sample_points(100, 1), vec![100]);
    }
}
