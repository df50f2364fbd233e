import CatalogTestSupport
import ExerciseCatalog
import Testing

@Suite struct LinkPolicyTests {
    private static let notAllowedHost = "is not instagram.com or tiktok.com"

    /// Hostile or malformed profile links, each with the reason written out by hand.
    private static let hostileProfileLinks: [(link: String, reason: String)] = [
        ("", "the link is empty"),
        ("http://instagram.com/coachingotf/", "only https links are opened"),
        ("ftp://instagram.com/coachingotf/", "only https links are opened"),
        ("javascript:alert(1)", "only https links are opened"),
        ("JavaScript:alert(document.cookie)//https://instagram.com/", "only https links are opened"),
        (
            "itms-services://?action=download-manifest&url=https://evil.example/app.plist",
            "only https links are opened"
        ),
        ("data:text/html;base64,PHNjcmlwdD4=", "only https links are opened"),
        ("file:///etc/passwd", "only https links are opened"),
        ("intent://instagram.com/#Intent;scheme=https;package=com.evil;end", "only https links are opened"),
        ("//instagram.com/coachingotf/", "only https links are opened"),
        ("instagram.com/coachingotf/", "only https links are opened"),
        ("instagram.com/a:b", "only https links are opened"),
        ("https:instagram.com/coachingotf/", "the link has no // before its host"),
        ("https:/instagram.com/coachingotf/", "the link has no // before its host"),
        ("https:///instagram.com/coachingotf/", "the link has no host"),
        ("https://", "the link has no host"),
        ("https://instagram.com@evil.example/", "the link has a user name before @"),
        ("https://user:pw@instagram.com/coachingotf/", "the link has a user name before @"),
        ("https://instagram.com:443/coachingotf/", "the link names a port"),
        ("https://instagram.com:8080/coachingotf/", "the link names a port"),
        ("https://instagram.com:/coachingotf/", "the link names a port"),
        ("https://[::1]/coachingotf/", "the host is an IP address"),
        ("https://127.0.0.1/coachingotf/", "host 127.0.0.1 \(notAllowedHost)"),
        (
            "https://instagram.com.evil.example/coachingotf/",
            "host instagram.com.evil.example \(notAllowedHost)"
        ),
        ("https://evil-instagram.com/coachingotf/", "host evil-instagram.com \(notAllowedHost)"),
        ("https://instagram.co/coachingotf/", "host instagram.co \(notAllowedHost)"),
        ("https://instagram.com./coachingotf/", "host instagram.com. \(notAllowedHost)"),
        ("https://m.instagram.com/coachingotf/", "host m.instagram.com \(notAllowedHost)"),
        (
            "https://www.tiktok.com.evil.example/@coachingotf",
            "host www.tiktok.com.evil.example \(notAllowedHost)"
        ),
        ("HTTPS://INSTAGRAM.COM.EVIL.EXAMPLE/", "host instagram.com.evil.example \(notAllowedHost)"),
        ("https://evil.example/?next=https://instagram.com/", "host evil.example \(notAllowedHost)"),
        ("https://evil.example#https://instagram.com/", "host evil.example \(notAllowedHost)"),
        (
            "https://instagram.com.a-very-long-subdomain-chain.evil.example/",
            "host instagram.com.a-very-long-subdomain-chai… \(notAllowedHost)"
        ),
        ("https://xn--nstagram-shh.com/coachingotf/", "the host uses a punycode (xn--) name"),
        ("https://www.XN--NSTAGRAM-SHH.com/coachingotf/", "the host uses a punycode (xn--) name"),
        ("https://\u{0456}nstagram.com/coachingotf/", "the host has non-ASCII characters"),
        ("https://\u{FF49}nstagram.com/coachingotf/", "the host has non-ASCII characters"),
        ("https://%69nstagram.com/coachingotf/", "the host is percent-encoded"),
        ("https://instagram%2Ecom/coachingotf/", "the host is percent-encoded"),
        ("https://instagram.com\\@evil.example/", "the link contains a backslash"),
        ("https:\\\\instagram.com\\coachingotf", "the link contains a backslash"),
        (" https://instagram.com/coachingotf/", "the link contains spaces or control characters"),
        ("https://instagram.com/coachingotf/ ", "the link contains spaces or control characters"),
        ("https://instagram.com/coachingotf/\n", "the link contains spaces or control characters"),
        ("https ://instagram.com/coachingotf/", "the link contains spaces or control characters"),
        ("https://insta\tgram.com/", "the link contains spaces or control characters"),
        ("https://instagram.com/\u{0}coachingotf/", "the link contains spaces or control characters"),
        ("https://instagram.com/\u{7F}", "the link contains spaces or control characters"),
        ("https://instagram.com\u{85}/coachingotf/", "the link contains spaces or control characters"),
        ("https://instagram.com/\u{202E}gpj.exe", "the link contains spaces or control characters"),
        ("https://instagram.com/coaching\u{200B}otf/", "the link contains spaces or control characters"),
        ("\u{FEFF}https://instagram.com/coachingotf/", "the link contains spaces or control characters"),
        ("https://instagram.com\u{3000}/coachingotf/", "the link contains spaces or control characters"),
        ("https://instagram.com/caf\u{E9}/", "the link has non-ASCII characters"),
    ]

    @Test(arguments: hostileProfileLinks)
    func refusesHostileProfileLink(link: String, reason: String) {
        #expect(LinkPolicy.evaluate(link, as: .profile) == .refused(reason: reason))
    }

    /// Links that must open, with the exact address that is opened.
    private static let acceptedLinks: [(link: String, kind: LinkKind, opened: String)] = [
        ("https://instagram.com/coachingotf/", .profile, "https://instagram.com/coachingotf/"),
        ("https://www.instagram.com/trainingtall/", .profile, "https://www.instagram.com/trainingtall/"),
        ("https://www.tiktok.com/@coachingotf", .profile, "https://www.tiktok.com/@coachingotf"),
        ("https://tiktok.com/@coachingotf", .profile, "https://tiktok.com/@coachingotf"),
        ("https://instagram.com", .profile, "https://instagram.com"),
        ("https://instagram.com?hl=en", .profile, "https://instagram.com?hl=en"),
        ("https://instagram.com#@evil.example", .profile, "https://instagram.com#@evil.example"),
        (
            "https://www.instagram.com/reel/C_zBxNUPKgL/", .video(.instagram),
            "https://www.instagram.com/reel/C_zBxNUPKgL/"
        ),
        (
            "https://instagram.com/reel/C_zBxNUPKgL/?igsh=MWQ1ZGUxMzBkMA%3D%3D", .video(.instagram),
            "https://instagram.com/reel/C_zBxNUPKgL/?igsh=MWQ1ZGUxMzBkMA%3D%3D"
        ),
        (
            "HTTPS://WWW.Instagram.COM/reel/C_zBxNUPKgL/", .video(.instagram),
            "https://www.instagram.com/reel/C_zBxNUPKgL/"
        ),
        (
            "https://www.tiktok.com/@coachingotf/video/7413564894362111278", .video(.tiktok),
            "https://www.tiktok.com/@coachingotf/video/7413564894362111278"
        ),
        (
            "Https://TikTok.com/@coachingotf/video/7413564894362111278", .video(.tiktok),
            "https://tiktok.com/@coachingotf/video/7413564894362111278"
        ),
    ]

    @Test(arguments: acceptedLinks)
    func opensAllowedLink(link: String, kind: LinkKind, opened: String) {
        let decision = LinkPolicy.evaluate(link, as: kind)
        #expect(decision == .allowed(URL: opened))
        #expect(decision.allowedURL == opened)
        #expect(decision.refusalReason == nil)
    }

    /// Video links on the wrong host: the other platform, or no platform at all.
    private static let misplacedVideoLinks: [(link: String, platform: Platform, reason: String)] = [
        (
            "https://www.tiktok.com/@coachingotf/video/7413564894362111278", .instagram,
            "an Instagram video must link to instagram.com"
        ),
        (
            "https://tiktok.com/@coachingotf/video/1", .instagram,
            "an Instagram video must link to instagram.com"
        ),
        ("https://www.instagram.com/reel/C_zBxNUPKgL/", .tiktok, "a TikTok video must link to tiktok.com"),
        ("https://instagram.com/reel/C_zBxNUPKgL/", .tiktok, "a TikTok video must link to tiktok.com"),
        ("https://evil.example/reel/C_zBxNUPKgL/", .instagram, "host evil.example is not instagram.com"),
        (
            "https://tiktok.com.evil.example/@x/video/1", .tiktok,
            "host tiktok.com.evil.example is not tiktok.com"
        ),
        ("javascript:alert(1)", .tiktok, "only https links are opened"),
        ("https://www.instagram.com:443/reel/C_zBxNUPKgL/", .instagram, "the link names a port"),
    ]

    @Test(arguments: misplacedVideoLinks)
    func refusesVideoLinkOffItsPlatform(link: String, platform: Platform, reason: String) {
        let decision = LinkPolicy.evaluate(link, as: .video(platform))
        #expect(decision == .refused(reason: reason))
        #expect(decision.refusalReason == reason)
        #expect(decision.allowedURL == nil)
    }

    @Test func videoAndCreatorDecideTheirOwnLinks() {
        let creator = Creator(
            id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
            profileURL: "https://instagram.com@evil.example/")
        let video = Video(
            id: "tt_7413564894362111278",
            url: "https://www.tiktok.com/@coachingotf/video/7413564894362111278",
            source: .instagram, thumbnail: "", description: "Demo", creator: creator)
        #expect(video.linkDecision == .refused(reason: "an Instagram video must link to instagram.com"))
        #expect(creator.profileLinkDecision == .refused(reason: "the link has a user name before @"))

        var tiktokVideo = video
        tiktokVideo.source = .tiktok
        #expect(
            tiktokVideo.linkDecision
                == .allowed(URL: "https://www.tiktok.com/@coachingotf/video/7413564894362111278"))
    }

    /// Counts over $OTF_TEST_CATALOG/src/data/exercises.json, computed independently with Python:
    /// every video's url matched `^https://(www\.)?<its source>\.com/[printable ASCII except \]*$` and
    /// every video's creator profile_url matched the same pattern for instagram or tiktok;
    /// 1,953 videos (1,350 instagram, 603 tiktok), all of them matched, so nothing is refused.
    private static let realVideoCount = 1953
    private static let realAllowedVideoLinks = 1953
    private static let realAllowedProfileLinks = 1953
    private static let realDistinctProfileLinks = [
        "https://www.instagram.com/coachingotf/", "https://www.instagram.com/trainingtall/",
    ]

    @Test(TestCatalog.isRequired)
    func decidesEveryLinkOfTheRealCatalog() throws {
        let catalog = try TestCatalog.load()
        #expect(catalog.problems.isEmpty)
        let videos = catalog.exercises.flatMap(\.videos)
        #expect(videos.count == Self.realVideoCount)

        let videoDecisions = videos.map(\.linkDecision)
        let profileDecisions = videos.map(\.creator.profileLinkDecision)
        for decision in videoDecisions + profileDecisions {
            #expect((decision.allowedURL == nil) != (decision.refusalReason == nil))
            #expect(decision.refusalReason?.isEmpty != true)
        }
        #expect(videoDecisions.count { $0.allowedURL != nil } == Self.realAllowedVideoLinks)
        #expect(
            videoDecisions.count { $0.refusalReason != nil } == Self.realVideoCount
                - Self.realAllowedVideoLinks)
        #expect(profileDecisions.count { $0.allowedURL != nil } == Self.realAllowedProfileLinks)
        #expect(
            profileDecisions.count { $0.refusalReason != nil } == Self.realVideoCount
                - Self.realAllowedProfileLinks)
        #expect(Set(profileDecisions.compactMap(\.allowedURL)) == Set(Self.realDistinctProfileLinks))
    }
}
