#!/bin/sh
# Run Script phase of the OTFExercises target: copies the imported catalog
# (App/OTFExercises/Catalog, filled by App/Scripts/fetch-catalog.sh) into the app bundle as "Catalog".
# Without one, a Release build fails (an app for people must carry the reviewed catalog) and any other
# build warns that the app will fall back to the built-in sample.
# Xcode provides SRCROOT, TARGET_BUILD_DIR, UNLOCALIZED_RESOURCES_FOLDER_PATH and CONFIGURATION.
set -eu

source_folder="${SRCROOT}/OTFExercises/Catalog"
bundled_folder="${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}/Catalog"

# A catalog left in the bundle by an earlier build must not outlive the source folder.
rm -rf "${bundled_folder}"

if [ -f "${source_folder}/exercises.json" ]; then
    mkdir -p "${bundled_folder}"
    cp -R "${source_folder}/." "${bundled_folder}/"
elif [ "${CONFIGURATION:-}" = Release ]; then
    echo "error: No bundled catalog in a Release build: run App/Scripts/fetch-catalog.sh (it imports the reviewed catalog into App/OTFExercises/Catalog)."
    exit 1
else
    echo "warning: No bundled catalog: run App/Scripts/fetch-catalog.sh (it imports the web directory's catalog into App/OTFExercises/Catalog). The app will use the built-in sample."
fi
