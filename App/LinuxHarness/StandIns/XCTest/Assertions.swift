// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTAssertTrue`.
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTAssertFalse`.
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTAssertEqual`.
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTAssertNotEqual`.
public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTUnwrap`.
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T { standIn() }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stand-in for `XCTAssertNil`.
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { standIn() }
