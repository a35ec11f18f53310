use super::*;
use std::sync::atomic::AtomicUsize;

fn wait_for<T>(task: &Task<T>) -> Vec<T> {
    let start = Instant::now();
    let mut got = Vec::new();
    loop {
        got.extend(task.drain());
        if task.is_finished() {
            got.extend(task.drain());
            return got;
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the task did not end"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn messages_arrive_in_order_and_each_wakes_the_window() {
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = wakes.clone();
    let wake: Waker = Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    let task = Task::spawn("test-send", &wake, |r| {
        for k in 0..5u32 {
            r.send(k);
        }
    })
    .unwrap();
    assert_eq!(task.name(), "test-send");
    assert_eq!(wait_for(&task), vec![0, 1, 2, 3, 4]);
    // Five messages and the end.
    assert_eq!(wakes.load(Ordering::SeqCst), 6);
}

#[test]
fn progress_is_read_without_waiting_and_wakes_at_a_bounded_rate() {
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = wakes.clone();
    let wake: Waker = Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    });
    let task: Task<()> = Task::spawn("test-progress", &wake, |r| {
        for n in 1..=100_000 {
            r.set_progress(n);
        }
    })
    .unwrap();
    wait_for(&task);
    assert_eq!(task.progress(), 100_000);
    // 100,000 updates in far less than a few seconds: a handful of wake-ups.
    assert!(wakes.load(Ordering::SeqCst) < 100, "{wakes:?}");
}

#[test]
fn cancel_is_seen_by_the_work_and_drop_joins() {
    let task: Task<&str> = Task::spawn("test-cancel", &no_wake(), |r| {
        while !r.cancelled() {
            std::thread::sleep(Duration::from_millis(1));
        }
        r.send("saw the flag");
    })
    .unwrap();
    assert!(!task.is_cancelled());
    task.cancel();
    assert!(task.is_cancelled());
    assert_eq!(wait_for(&task), vec!["saw the flag"]);
    let start = Instant::now();
    let long: Task<()> = Task::spawn("test-drop", &no_wake(), |r| {
        pause(10_000, r.flag());
    })
    .unwrap();
    drop(long);
    assert!(start.elapsed() < Duration::from_secs(2));
}

#[test]
fn a_stopped_task_finishes_on_its_own_and_prune_forgets_it() {
    let task: Task<()> = Task::spawn("test-stop", &no_wake(), |r| {
        pause(10_000, r.flag());
    })
    .unwrap();
    let start = Instant::now();
    let mut stopping = vec![task.stop()];
    assert!(
        start.elapsed() < Duration::from_millis(100),
        "stop never waits"
    );
    while !stopping.is_empty() {
        prune(&mut stopping);
        assert!(start.elapsed() < Duration::from_secs(2));
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn pause_ends_early_when_cancelled() {
    let flag = AtomicBool::new(true);
    let start = Instant::now();
    assert!(!pause(5_000, &flag));
    assert!(start.elapsed() < Duration::from_millis(100));
    assert!(pause(1, &AtomicBool::new(false)));
}

#[test]
fn a_reporter_is_shared_by_the_works_own_threads() {
    // The tournament's games end on rayon's threads, each sending its record.
    let task: Task<u32> = Task::spawn("test-shared", &no_wake(), |r| {
        std::thread::scope(|s| {
            for k in 0..4 {
                s.spawn(move || r.send(k));
            }
        });
    })
    .unwrap();
    let mut got = wait_for(&task);
    got.sort();
    assert_eq!(got, vec![0, 1, 2, 3]);
}

#[test]
fn a_jobs_answer_never_waits_for_its_thread_to_end() {
    // The work answers, then takes a while to end (dropping what it built)
    // without reading its flag: the answer is taken at once, the thread kept
    // with the stopped ones until it ends.
    let mut job: job::Job<u32, &str> = job::Job::default();
    job.start("test-answer-early", None, "meta", |r| {
        r.send(5);
        std::thread::sleep(Duration::from_millis(300));
    })
    .unwrap();
    let start = Instant::now();
    let answer = loop {
        if let Some(a) = job.answer() {
            break a;
        }
        assert!(start.elapsed() < Duration::from_secs(5), "no answer");
        std::thread::sleep(Duration::from_millis(1));
    };
    assert_eq!(answer, (Some(5), "meta"));
    assert!(start.elapsed() < Duration::from_millis(200), "never waits");
    assert!(!job.is_running());
    assert_eq!(job.stopping(), 1, "the thread still ending is kept");
    while job.stopping() > 0 {
        assert!(start.elapsed() < Duration::from_secs(5), "never ended");
        std::thread::sleep(Duration::from_millis(2));
        assert!(job.answer().is_none());
    }
}
