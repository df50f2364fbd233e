/// The small sample catalog compiled into the package, used until a real catalog is imported.
///
/// Written for this project: every exercise, creator and caption is made up, and every link is a
/// placeholder that does not lead to a real post, so front ends refuse to open them and say why.
/// It covers each category, movement type and platform and the edge cases the code handles:
/// leading brackets and quotes, numbers in titles, diacritics, emoji, curly apostrophes, an escape
/// sequence in a caption, an empty equipment list and an exercise without videos.
///
/// It references no thumbnail: the sample is compiled into the program and has no folder to keep
/// pictures in, so every video has an empty `thumbnail` and front ends show their placeholder. That
/// keeps `otf stats`, `otf catalog verify` and `otf catalog lint` free of missing files on a first run.
public enum SampleCatalog {
    /// The sample's `exercises.json`, in the web catalog's format.
    public static let exercisesJSON = #"""
        [
         {
          "id": "goblet-squat",
          "exercise_name": "Goblet Squat",
          "category": "lower_body",
          "muscle_groups": [
           "quads",
           "glutes"
          ],
          "equipment": [
           "dumbbell"
          ],
          "movement_type": "compound",
          "coaching_cues": [
           "Chest tall",
           "Elbows inside the knees"
          ],
          "videos": [
           {
            "id": "ig_SAMPLE001",
            "url": "https://www.instagram.com/reel/SAMPLE001/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Goblet Squat #sample #legs",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           },
           {
            "id": "7000000000000000002",
            "url": "https://www.tiktok.com/@sampletrainer/video/7000000000000000002",
            "source": "tiktok",
            "thumbnail": "",
            "description": "Goblet squat, side view\nSample caption #sample",
            "creator": {
             "id": "sampletrainer",
             "display_name": "Sample Trainer Blake",
             "handle": "sampletrainer",
             "profile_url": "https://www.tiktok.com/@sampletrainer"
            }
           }
          ]
         },
         {
          "id": "hammer-curl",
          "exercise_name": "Hammer Curl",
          "category": "upper_body",
          "muscle_groups": [
           "biceps",
           "forearms"
          ],
          "equipment": [
           "dumbbell"
          ],
          "movement_type": "isolation",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE003",
            "url": "https://www.instagram.com/reel/SAMPLE003/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Hammer Curl: thumbs up the whole time #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "trx-low-row",
          "exercise_name": "TRX Low Row",
          "category": "upper_body",
          "muscle_groups": [
           "back",
           "biceps"
          ],
          "equipment": [
           "TRX straps"
          ],
          "movement_type": "compound",
          "coaching_cues": [
           "Walk the feet in to make it harder"
          ],
          "videos": [
           {
            "id": "7000000000000000004",
            "url": "https://www.tiktok.com/@sampletrainer/video/7000000000000000004",
            "source": "tiktok",
            "thumbnail": "",
            "description": "TRX Low Row #sample #trx",
            "creator": {
             "id": "sampletrainer",
             "display_name": "Sample Trainer Blake",
             "handle": "sampletrainer",
             "profile_url": "https://www.tiktok.com/@sampletrainer"
            }
           }
          ]
         },
         {
          "id": "bosu-reverse-lunge",
          "exercise_name": "BOSU Reverse Lunge",
          "category": "lower_body",
          "muscle_groups": [
           "glutes",
           "quads",
           "hamstrings"
          ],
          "equipment": [
           "bosu"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE005",
            "url": "https://www.instagram.com/reel/SAMPLE005/",
            "source": "instagram",
            "thumbnail": "",
            "description": "BOSU reverse lunge",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "dead-bug",
          "exercise_name": "Dead Bug",
          "category": "core",
          "muscle_groups": [
           "core",
           "abs"
          ],
          "equipment": [
           "bodyweight"
          ],
          "movement_type": "isolation",
          "coaching_cues": [
           "Low back stays down"
          ],
          "videos": [
           {
            "id": "ig_SAMPLE006",
            "url": "https://www.instagram.com/reel/SAMPLE006/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Dead Bug 🐞 keep the ribs down #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           },
           {
            "id": "ig_SAMPLE007",
            "url": "https://www.instagram.com/reel/SAMPLE007/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Dead bug regression",
            "creator": {
             "id": "sampletrainer",
             "display_name": "Sample Trainer Blake",
             "handle": "sampletrainer",
             "profile_url": "https://www.tiktok.com/@sampletrainer"
            }
           }
          ]
         },
         {
          "id": "push-up",
          "exercise_name": "Push-Up",
          "category": "upper_body",
          "muscle_groups": [
           "chest",
           "triceps",
           "shoulders"
          ],
          "equipment": [
           "bodyweight"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE008",
            "url": "https://www.instagram.com/reel/SAMPLE008/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Push-up basics #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "12-kneeling-single-arm-low-row",
          "exercise_name": "1/2 Kneeling Single Arm Low Row",
          "category": "upper_body",
          "muscle_groups": [
           "back",
           "lats"
          ],
          "equipment": [
           "resistance band"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE009",
            "url": "https://www.instagram.com/reel/SAMPLE009/",
            "source": "instagram",
            "thumbnail": "",
            "description": "½ kneeling single arm low row #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "2-point-row",
          "exercise_name": "2 Point Row",
          "category": "upper_body",
          "muscle_groups": [
           "back",
           "core"
          ],
          "equipment": [
           "dumbbell"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE010",
            "url": "https://www.instagram.com/reel/SAMPLE010/",
            "source": "instagram",
            "thumbnail": "",
            "description": "2 Point Row #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "10-stroke-power-row",
          "exercise_name": "10 Stroke Power Row",
          "category": "cardio",
          "muscle_groups": [
           "full body"
          ],
          "equipment": [
           "rower"
          ],
          "movement_type": "cardio",
          "coaching_cues": [
           "Legs, core, arms",
           "Count the strokes out loud"
          ],
          "videos": [
           {
            "id": "7000000000000000011",
            "url": "https://www.tiktok.com/@samplecoach/video/7000000000000000011",
            "source": "tiktok",
            "thumbnail": "",
            "description": "10 stroke power row #rower #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "hang-power-clean-options",
          "exercise_name": "(Hang Power) Clean Options",
          "category": "full_body",
          "muscle_groups": [
           "full body"
          ],
          "equipment": [
           "dumbbell"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE012",
            "url": "https://www.instagram.com/reel/SAMPLE012/",
            "source": "instagram",
            "thumbnail": "",
            "description": "(Hang Power) Clean Options #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "coaches-corner-sample",
          "exercise_name": "“Coaches” Corner: Cueing the Hinge",
          "category": "other",
          "muscle_groups": [],
          "equipment": [],
          "movement_type": "other",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE013",
            "url": "https://www.instagram.com/reel/SAMPLE013/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Coaches corner \u001b[31mSAMPLE\u001b[0m caption with an escape sequence",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "plie-squat-with-kettlebell",
          "exercise_name": "Plié Squat with Kettlebell",
          "category": "lower_body",
          "muscle_groups": [
           "adductors",
           "glutes"
          ],
          "equipment": [
           "kettlebell"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE014",
            "url": "https://www.instagram.com/reel/SAMPLE014/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Plié squat #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "farmers-march",
          "exercise_name": "Farmer’s March In Place",
          "category": "full_body",
          "muscle_groups": [
           "grip",
           "core",
           "traps"
          ],
          "equipment": [
           "dumbbell"
          ],
          "movement_type": "compound",
          "coaching_cues": [
           "Tall posture"
          ],
          "videos": [
           {
            "id": "7000000000000000015",
            "url": "https://www.tiktok.com/@samplecoach/video/7000000000000000015",
            "source": "tiktok",
            "thumbnail": "",
            "description": "Farmer’s march\u2028in place #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "medicine-ball-slam",
          "exercise_name": "Medicine Ball Slam 🔥",
          "category": "full_body",
          "muscle_groups": [
           "full body",
           "core"
          ],
          "equipment": [
           "medicine ball"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE016",
            "url": "https://www.instagram.com/reel/SAMPLE016/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Slam it! 🔥🔥 #sample #power",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "y-bell-overhead-press",
          "exercise_name": "Y-Bell Overhead Press",
          "category": "upper_body",
          "muscle_groups": [
           "shoulders",
           "triceps"
          ],
          "equipment": [
           "y-bell"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE017",
            "url": "https://www.instagram.com/reel/SAMPLE017/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Y-bell press #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "mini-band-lateral-walk",
          "exercise_name": "Mini Band Lateral Walk",
          "category": "lower_body",
          "muscle_groups": [
           "glutes"
          ],
          "equipment": [
           "mini band"
          ],
          "movement_type": "isolation",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE018",
            "url": "https://www.instagram.com/reel/SAMPLE018/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Mini band lateral walk #sample",
            "creator": {
             "id": "sampletrainer",
             "display_name": "Sample Trainer Blake",
             "handle": "sampletrainer",
             "profile_url": "https://www.tiktok.com/@sampletrainer"
            }
           }
          ]
         },
         {
          "id": "treadmill-push-pace",
          "exercise_name": "Treadmill Push Pace",
          "category": "cardio",
          "muscle_groups": [
           "legs"
          ],
          "equipment": [
           "treadmill"
          ],
          "movement_type": "cardio",
          "coaching_cues": [],
          "videos": [
           {
            "id": "7000000000000000019",
            "url": "https://www.tiktok.com/@samplecoach/video/7000000000000000019",
            "source": "tiktok",
            "thumbnail": "",
            "description": "Push pace on the tread #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "world-greatest-stretch",
          "exercise_name": "World’s Greatest Stretch",
          "category": "mobility",
          "muscle_groups": [
           "hip flexors",
           "thoracic spine"
          ],
          "equipment": [
           "bodyweight"
          ],
          "movement_type": "stretch",
          "coaching_cues": [
           "Breathe into the reach"
          ],
          "videos": [
           {
            "id": "ig_SAMPLE020",
            "url": "https://www.instagram.com/reel/SAMPLE020/",
            "source": "instagram",
            "thumbnail": "",
            "description": "World’s greatest stretch #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         },
         {
          "id": "single-leg-rdl",
          "exercise_name": "Single Leg RDL",
          "category": "lower_body",
          "muscle_groups": [
           "hamstrings",
           "glutes"
          ],
          "equipment": [
           "dumbbell",
           "bench"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE021",
            "url": "https://www.instagram.com/reel/SAMPLE021/",
            "source": "instagram",
            "thumbnail": "",
            "description": "SL RDL #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           },
           {
            "id": "7000000000000000022",
            "url": "https://www.tiktok.com/@sampletrainer/video/7000000000000000022",
            "source": "tiktok",
            "thumbnail": "",
            "description": "Single leg romanian deadlift #sample",
            "creator": {
             "id": "sampletrainer",
             "display_name": "Sample Trainer Blake",
             "handle": "sampletrainer",
             "profile_url": "https://www.tiktok.com/@sampletrainer"
            }
           }
          ]
         },
         {
          "id": "strap-pull-up",
          "exercise_name": "Strap Pull Up",
          "category": "upper_body",
          "muscle_groups": [
           "back",
           "biceps",
           "rear deltoids"
          ],
          "equipment": [
           "TRX straps"
          ],
          "movement_type": "compound",
          "coaching_cues": [],
          "videos": []
         },
         {
          "id": "ab-dolly-rollout",
          "exercise_name": "Ab Dolly Rollout",
          "category": "core",
          "muscle_groups": [
           "abs",
           "obliques"
          ],
          "equipment": [
           "ab dolly"
          ],
          "movement_type": "isolation",
          "coaching_cues": [],
          "videos": [
           {
            "id": "ig_SAMPLE023",
            "url": "https://www.instagram.com/reel/SAMPLE023/",
            "source": "instagram",
            "thumbnail": "",
            "description": "Ab dolly rollout, slow on the way out #sample",
            "creator": {
             "id": "samplecoach",
             "display_name": "Sample Coach Avery",
             "handle": "samplecoach",
             "profile_url": "https://www.instagram.com/samplecoach/"
            }
           }
          ]
         }
        ]
        """#

    /// Decodes the sample, marked as a sample; it has no thumbnail files.
    public static func load() -> Catalog {
        let decoded: (exercises: [Exercise], problems: [CatalogProblem])
        do {
            decoded = CatalogRecordDecoder().decode(try JSONParser.parse(exercisesJSON))
        } catch {
            decoded = (
                [], [CatalogProblem(file: "sample exercises.json", message: "invalid JSON at \(error)")]
            )
        }
        return Catalog(
            exercises: decoded.exercises, problems: decoded.problems, origin: .embeddedSample,
            thumbnailsDirectory: nil, isSample: true)
    }
}
