//! The tree view's words in both languages: the camera's buttons, the
//! pictures' buttons and notes, the folded subtrees' summaries.

crate::strings! { TV;
    SavePicture => "Save picture…", "Enregistrer l'image…";
    SavePictureTip => "The whole tree (not only the part in view) as an SVG file, or a PNG at the scale beside", "L'arbre entier (pas seulement la partie visible) en fichier SVG, ou PNG à l'échelle indiquée à côté";
    CopyPicture => "Copy picture", "Copier l'image";
    CopyPictureTip => "The whole tree to the clipboard, at the scale beside", "L'arbre entier dans le presse-papiers, à l'échelle indiquée à côté";
    PictureScaleTip => "The scale of PNG and copied pictures (pixels per point of the tree at zoom 1)", "L'échelle des images PNG et copiées (pixels par point de l'arbre au zoom 1)";
    Copied => "Copied to the clipboard", "Copiée dans le presse-papiers";
    Saved => "Saved", "Enregistré\u{a0}:";
    NotDrawn => "The picture could not be made", "L'image n'a pas pu être faite";
    Fit => "Fit", "Ajuster";
    FitTip => "Show the whole tree (F)", "Montrer tout l'arbre (F)";
    ZoomIn => "+", "+";
    ZoomOut => "−", "−";
    ZoomTip => "Zoom (mouse wheel or pinch; drag to pan)", "Zoom (molette ou pincement\u{a0}; glisser pour déplacer)";
    Folded => "Folded subtree", "Sous-arbre replié";
    Under => "under", "sous";
    Root => "the root", "la racine";
    Nodes => "nodes", "nœuds";
    Entered => "entered", "atteints";
    Value => "value", "valeur";
    Cuts => "cuts", "élagages";
    Open => "click to open it (right-click an open node to fold it)", "cliquer pour le déplier (clic droit sur un nœud déplié pour le replier)";
    FoldAll => "Fold all", "Tout replier";
    FoldAllTip => "A large tree: back to the root, its children and the path to the current node", "Un grand arbre\u{a0}: revenir à la racine, à ses fils et au chemin du nœud courant";
}
