//! File > Course examples: the trees and arenas of the course (seed 003) one
//! click away, each opened where it is taught: the alpha-beta trees in the
//! search inspector, searched at once and ready to step; the arenas in the
//! attractor panel, solved at once.

use crate::app::commands::Command;
use crate::app::file_chooser::request::ARENAS;
use crate::app::i18n::Language;
use crate::app::settings::Panel;
use eframe::egui::Ui;
use std::path::{Path, PathBuf};

crate::strings! { CE;
    CourseExamples => "Course examples", "Exemples du cours";
    Missing => "Not found (the studio looks in assets/arenas/ under the folder it was started from)", "Introuvable (le studio cherche dans assets/arenas/ sous le dossier d'où il a été lancé)";
    Example22 => "Example 2.2: a cut that changes nothing (search)", "Exemple 2.2\u{a0}: une coupe qui ne change rien (recherche)";
    Example23 => "Example 2.3: a min below 0, ignored by the max (search)", "Exemple 2.3\u{a0}: un min sous 0, ignoré par le max (recherche)";
    Exercise23 => "Exercise 2.3: the alpha-beta tree (search)", "Exercice 2.3\u{a0}: l'arbre d'alpha-bêta (recherche)";
    Exercise11 => "Exercise 1.1: Chomp 3x2, its arena (attractors)", "Exercice 1.1\u{a0}: Chomp 3x2, son arène (attracteurs)";
    Exercise11Graph => "Exercise 1.1: Chomp 3x2 as a graph (attractors)", "Exercice 1.1\u{a0}: Chomp 3x2 en graphe (attracteurs)";
    Exercise13 => "Exercise 1.3: A_n(i) on a tic-tac-toe tree (attractors)", "Exercice 1.3\u{a0}: A_n(i) sur un arbre de morpion (attracteurs)";
    Exercise14 => "Exercise 1.4: Cram on 2x3 (attractors)", "Exercice 1.4\u{a0}: Cram sur 2x3 (attracteurs)";
    Cyclic => "Definitions 1.1 to 1.5: an arena with infinite plays (attractors)", "Définitions 1.1 à 1.5\u{a0}: une arène aux parties infinies (attracteurs)";
}

/// One example: its title, its file in [`ARENAS`], the panel it opens in.
pub struct Example {
    pub title: CE,
    pub file: &'static str,
    pub panel: Panel,
}

/// The course's examples, in the order of the notes (trees, then arenas).
pub const EXAMPLES: [Example; 8] = [
    example(CE::Example22, "seed-003-example-2-2.ron", Panel::Inspector),
    example(CE::Example23, "seed-003-example-2-3.ron", Panel::Inspector),
    example(CE::Exercise23, "seed-003-alpha-beta.ron", Panel::Inspector),
    example(CE::Exercise11, "seed-003-chomp-3x2.ron", Panel::Attractors),
    example(
        CE::Exercise11Graph,
        "seed-003-chomp-3x2-graph.ron",
        Panel::Attractors,
    ),
    example(
        CE::Exercise13,
        "seed-003-exercise-1-3.ron",
        Panel::Attractors,
    ),
    example(CE::Exercise14, "seed-003-cram-2x3.ron", Panel::Attractors),
    example(CE::Cyclic, "cyclic-infinite-play.ron", Panel::Attractors),
];

const fn example(title: CE, file: &'static str, panel: Panel) -> Example {
    Example { title, file, panel }
}

impl Example {
    /// Where the file is, from the working folder.
    pub fn path(&self) -> PathBuf {
        Path::new(ARENAS).join(self.file)
    }

    /// What opening it does: show its panel, then open the file there.
    pub fn commands(&self) -> [Command; 2] {
        [Command::ShowPanel(self.panel), Command::Open(self.path())]
    }
}

/// The submenu; an example whose file is missing is shown greyed, with why.
pub fn menu(ui: &mut Ui, lang: Language, out: &mut Vec<Command>) {
    ui.menu_button(CE::CourseExamples.text(lang), |ui| {
        for ex in &EXAMPLES {
            let found = ex.path().is_file();
            let button = ui.add_enabled(found, eframe::egui::Button::new(ex.title.text(lang)));
            let button = button.on_disabled_hover_text(CE::Missing.text(lang));
            if button.clicked() {
                out.extend(ex.commands());
                ui.close();
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_is_a_file_of_the_repository_that_opens_where_it_is_taught() {
        for ex in &EXAMPLES {
            let path = ex.path();
            assert!(path.is_file(), "{}", path.display());
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            // Arenas cite the course; alpha-beta trees open in the inspector.
            assert!(
                text.contains("seed 003") || text.contains("Seed 003"),
                "{}",
                ex.file
            );
            let [show, open] = ex.commands();
            assert_eq!(show, Command::ShowPanel(ex.panel));
            assert_eq!(open, Command::Open(path));
        }
        let trees = EXAMPLES.iter().filter(|e| e.panel == Panel::Inspector);
        assert_eq!(trees.count(), 3);
    }
}
