import CatalogDiscovery
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CatalogLocatorTests {
    private static let home = "/home/ada"

    #if os(macOS)
        private static let installed = "/home/ada/Library/Application Support/otf-exercises/catalog"
    #else
        private static let installed = "/home/ada/.local/share/otf-exercises/catalog"
    #endif

    /// A locator over a pretend file system holding exactly `folders` and `files`.
    private static func locator(
        _ environment: [String: String] = [:], folders: Set<String> = [], files: Set<String> = []
    ) -> CatalogLocator {
        CatalogLocator(
            environment: environment, homeDirectory: home, isDirectory: { folders.contains($0) },
            exists: { folders.contains($0) || files.contains($0) })
    }

    @Test func prefersTheExplicitFolder() throws {
        let locator = Self.locator(["OTF_CATALOG": "/env"], folders: ["/cli", "/env", Self.installed])
        #expect(try locator.locate(explicit: "/cli") == .directory(path: "/cli", reason: "from --catalog"))
    }

    @Test func thenTheEnvironment() throws {
        let locator = Self.locator(["OTF_CATALOG": "/env"], folders: ["/env", Self.installed])
        #expect(try locator.locate() == .directory(path: "/env", reason: "from $OTF_CATALOG"))
    }

    @Test func thenTheInstalledCatalog() throws {
        let locator = Self.locator(["OTF_CATALOG": ""], folders: [Self.installed])
        #expect(try locator.locate() == .directory(path: Self.installed, reason: "installed catalog"))
    }

    @Test func thenTheEmbeddedSample() throws {
        let location = try Self.locator().locate()
        #expect(
            location
                == .embeddedSample(
                    reason: "no catalog installed at \(Self.installed); using the built-in sample"))
        #expect(location.reason == "no catalog installed at \(Self.installed); using the built-in sample")
    }

    @Test func neverFallsBackFromAPathTheUserGave() {
        let locator = Self.locator(
            ["OTF_CATALOG": "/env-gone"], folders: [Self.installed], files: ["/a-file"])
        #expect(throws: CatalogLocatorError.notFound(path: "/gone", origin: "--catalog")) {
            try locator.locate(explicit: "/gone")
        }
        #expect(throws: CatalogLocatorError.notFound(path: "/env-gone", origin: "$OTF_CATALOG")) {
            try locator.locate()
        }
        #expect(throws: CatalogLocatorError.notAFolder(path: "/a-file", origin: "--catalog")) {
            try locator.locate(explicit: "/a-file")
        }
        #expect(throws: CatalogLocatorError.emptyPath(origin: "--catalog")) {
            try locator.locate(explicit: "")
        }
    }

    @Test func describesWhyAPathCannotBeUsed() {
        #expect(
            CatalogLocatorError.notFound(path: "/tmp/cat", origin: "$OTF_CATALOG").description
                == "/tmp/cat (from $OTF_CATALOG): no such folder")
        #expect(
            CatalogLocatorError.notAFolder(path: "/a-file", origin: "--catalog").description
                == "/a-file (from --catalog): not a folder")
        #expect(
            CatalogLocatorError.emptyPath(origin: "--catalog").description
                == "--catalog is empty; give a catalog folder")
    }

    @Test func homeIsTheHOMEVariableWhenSet() {
        #expect(CatalogLocator.homeDirectory(environment: ["HOME": "/home/ada"]) == "/home/ada")
    }

    #if os(Linux)
        @Test("without HOME, or with an empty one, the home folder is the account's in the user database")
        func homeFallsBackToTheAccount() throws {
            let account = try #require(getpwuid(getuid())?.pointee.pw_dir).map { String(cString: $0) }
            #expect(CatalogLocator.homeDirectory(environment: [:]) == account)
            #expect(CatalogLocator.homeDirectory(environment: ["HOME": ""]) == account)
        }

        @Test func installsUnderTheHOMEOfTheEnvironmentByDefault() {
            #expect(
                CatalogLocator.defaultInstallDirectory(environment: ["HOME": "/home/bo"])
                    == "/home/bo/.local/share/otf-exercises/catalog")
        }
    #endif

    #if os(macOS)
        @Test func installsUnderApplicationSupport() {
            #expect(
                CatalogLocator.defaultInstallDirectory(
                    environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: "/Users/ada/")
                    == "/Users/ada/Library/Application Support/otf-exercises/catalog")
        }
    #else
        @Test(arguments: [
            ([:], "/home/ada", "/home/ada/.local/share/otf-exercises/catalog"),
            ([:], "/home/ada/", "/home/ada/.local/share/otf-exercises/catalog"),
            (["XDG_DATA_HOME": "/data/ada"], "/home/ada", "/data/ada/otf-exercises/catalog"),
            (["XDG_DATA_HOME": "/data/ada/"], "/home/ada", "/data/ada/otf-exercises/catalog"),
            (["XDG_DATA_HOME": ""], "/home/ada", "/home/ada/.local/share/otf-exercises/catalog"),
            (["XDG_DATA_HOME": "relative/data"], "/home/ada", "/home/ada/.local/share/otf-exercises/catalog"),
        ])
        func installsUnderTheXDGDataHome(environment: [String: String], home: String, expected: String) {
            #expect(
                CatalogLocator.defaultInstallDirectory(environment: environment, homeDirectory: home)
                    == expected)
        }

        @Test func findsTheInstalledCatalogUnderTheXDGDataHome() throws {
            let installed = "/data/ada/otf-exercises/catalog"
            let locator = Self.locator(["XDG_DATA_HOME": "/data/ada"], folders: [installed, Self.installed])
            #expect(try locator.locate() == .directory(path: installed, reason: "installed catalog"))
        }
    #endif
}
