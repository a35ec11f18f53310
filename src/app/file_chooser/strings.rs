//! The file chooser's texts in English and French, and its titles and
//! problems by purpose.

use super::browser::Problem;
use super::request::Purpose;
use crate::app::i18n::Language;

crate::strings! { FC;
    OpenReplay => "Open a replay, a trace or an arena", "Ouvrir une partie, une trace ou une arène";
    SaveReplay => "Save the replay", "Enregistrer la partie";
    OpenArena => "Open an arena", "Ouvrir une arène";
    SaveTrace => "Save the trace (RON)", "Enregistrer la trace (RON)";
    SaveDot => "Save the tree for Graphviz (DOT)", "Enregistrer l'arbre pour Graphviz (DOT)";
    SavePicture => "Save the picture of the tree (PNG or SVG)", "Enregistrer l'image de l'arbre (PNG ou SVG)";
    GraphPicture => "Save the picture of the graph (PNG or SVG)", "Enregistrer l'image du graphe (PNG ou SVG)";
    SaveArena => "Save the tree as an arena", "Enregistrer l'arbre comme arène";
    SheetFile => "File of the exercise sheet", "Fichier de la fiche d'exercice";
    StudentTrace => "A student's search trace", "La trace de recherche d'un élève";
    Places => "Places", "Emplacements";
    WorkingFolder => "Working folder", "Dossier de travail";
    Home => "Home folder", "Dossier personnel";
    Recent => "Recent files", "Fichiers récents";
    Folder => "Folder:", "Dossier\u{a0}:";
    Up => "Up", "Dossier parent";
    FileName => "File name or path", "Nom ou chemin du fichier";
    Open => "Open", "Ouvrir";
    Save => "Save", "Enregistrer";
    Choose => "Choose", "Choisir";
    Close => "Cancel", "Annuler";
    Empty => "No folder and no file of this kind here.", "Aucun dossier ni fichier de ce type ici.";
    More => "more entries not listed: type the name", "autres entrées non affichées\u{a0}: tapez le nom";
    Keys => "Enter confirms (or enters the folder), Esc closes, the arrows move in the list.", "Entrée valide (ou entre dans le dossier), Échap ferme, les flèches parcourent la liste.";
    NoSystemDialog => "The system's file dialog could not be shown (no file-chooser service on this machine), so the studio uses its own chooser from now on (View menu to switch back).", "La boîte de dialogue de fichiers du système n'a pas pu s'afficher (pas de service de sélection de fichiers sur cette machine)\u{a0}: le studio utilise désormais son propre sélecteur (menu Affichage pour revenir).";
    Exists => "already exists. Replace it?", "existe déjà. Le remplacer\u{a0}?";
    Replace => "Replace", "Remplacer";
    Keep => "Keep it", "Le garder";
    NoName => "Type a file name or pick one in the list.", "Tapez un nom de fichier ou choisissez-en un dans la liste.";
    NoFile => "No file at", "Aucun fichier à";
    NoFolder => "No such folder:", "Dossier introuvable\u{a0}:";
    Unreadable => "Cannot read the folder", "Impossible de lire le dossier";
    UseBuiltIn => "Use the built-in file chooser", "Utiliser le sélecteur de fichiers intégré";
    UseBuiltInTip => "Instead of the system's file dialog (which some desktops cannot show)", "Au lieu de la boîte de dialogue du système (que certains bureaux ne peuvent pas afficher)";
    Waiting => "Waiting for the system's file dialog…", "En attente de la boîte de dialogue du système…";
    SwitchNow => "Use the built-in chooser", "Utiliser le sélecteur intégré";
}

/// The chooser's title for `purpose`.
pub fn title(purpose: Purpose) -> FC {
    match purpose {
        Purpose::OpenReplay => FC::OpenReplay,
        Purpose::SaveReplay => FC::SaveReplay,
        Purpose::Arena | Purpose::EditorOpen | Purpose::ExerciseArena => FC::OpenArena,
        Purpose::SaveTrace => FC::SaveTrace,
        Purpose::SaveDot => FC::SaveDot,
        Purpose::SavePicture(_) => FC::SavePicture,
        Purpose::GraphPicture => FC::GraphPicture,
        Purpose::EditorSave | Purpose::ExerciseSave => FC::SaveArena,
        Purpose::SheetFile => FC::SheetFile,
        Purpose::StudentTrace => FC::StudentTrace,
    }
}

/// The accept button's label.
pub fn accept(purpose: Purpose) -> FC {
    match (purpose, purpose.mode()) {
        (Purpose::SheetFile, _) => FC::Choose,
        (_, super::Mode::Open) => FC::Open,
        (_, super::Mode::Save) => FC::Save,
    }
}

/// A problem in `lang`.
pub fn problem(p: &Problem, lang: Language) -> String {
    match p {
        Problem::Unreadable(dir, why) => {
            format!(
                "{} {}{}{why}",
                FC::Unreadable.text(lang),
                dir.display(),
                crate::app::i18n::colon(lang)
            )
        }
        Problem::NoFile(path) => format!("{} {}", FC::NoFile.text(lang), path.display()),
        Problem::NoFolder(dir) => format!("{} {}", FC::NoFolder.text(lang), dir.display()),
        Problem::NoName => FC::NoName.text(lang).to_string(),
    }
}
