/// The objects of a `project.pbxproj` file, with the few questions the checker asks of them.
package struct XcodeProjectFile: Sendable {
    /// Every object by its identifier.
    package let objects: [String: [String: PropertyListValue]]
    /// The identifier of the `PBXProject` object.
    package let rootObjectID: String

    /// Reads the objects out of a converted project file; `path` names the file in errors.
    package init(_ propertyList: PropertyListValue, path: String) throws(XcodeProjectCheckError) {
        guard let top = propertyList.dictionary else {
            throw .malformedProject(path: path, reason: "the top level is not a dictionary")
        }
        guard let objectEntries = top["objects"]?.dictionary else {
            throw .malformedProject(path: path, reason: "there is no \"objects\" dictionary")
        }
        var objects: [String: [String: PropertyListValue]] = [:]
        for (id, value) in objectEntries {
            guard let fields = value.dictionary else {
                throw .malformedProject(path: path, reason: "object \(id) is not a dictionary")
            }
            objects[id] = fields
        }
        guard let rootObjectID = top["rootObject"]?.string,
            objects[rootObjectID]?["isa"]?.string == "PBXProject"
        else {
            throw .malformedProject(path: path, reason: "\"rootObject\" does not name a PBXProject object")
        }
        self.objects = objects
        self.rootObjectID = rootObjectID
    }

    /// A native target of the project.
    package struct Target: Sendable, Equatable {
        /// The object identifier (the scheme's `BlueprintIdentifier`).
        package var id: String
        /// The target's name.
        package var name: String
        /// Its `productType`, such as `com.apple.product-type.application`.
        package var productType: String
    }

    /// The native targets the project object lists, in its order.
    package var targets: [Target] {
        (objects[rootObjectID]?["targets"]?.strings ?? []).compactMap { id in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
            return Target(
                id: id, name: target["name"]?.string ?? "", productType: target["productType"]?.string ?? "")
        }
    }

    /// The objects of `isa` kind, by identifier.
    package func objects(ofKind isa: String) -> [String: [String: PropertyListValue]] {
        objects.filter { $0.value["isa"]?.string == isa }
    }

    /// The identifiers listed under `key` in object `id` (empty when there are none).
    package func references(_ key: String, of id: String) -> [String] {
        objects[id]?[key]?.strings ?? []
    }

    /// The string field `key` of object `id`.
    package func field(_ key: String, of id: String) -> String? {
        objects[id]?[key]?.string
    }

    /// The group whose children include `id`, if any.
    package func parentGroup(of id: String) -> String? {
        objects.first { entry in
            entry.value["isa"]?.string == "PBXGroup" && (entry.value["children"]?.strings ?? []).contains(id)
        }?.key
    }

    /// The folder an item of the project tree lives in, relative to the folder holding the `.xcodeproj`,
    /// or nil when its source tree is not one the checker follows (`<group>` and `SOURCE_ROOT`).
    package func relativePath(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var visited: Set<String> = []
        while let item = current, visited.insert(item).inserted {
            if let path = field("path", of: item) { components.insert(path, at: 0) }
            switch field("sourceTree", of: item) {
            case "SOURCE_ROOT": return components.joined(separator: "/")
            case "<group>": current = parentGroup(of: item)
            default: return nil
            }
        }
        return components.joined(separator: "/")
    }
}
