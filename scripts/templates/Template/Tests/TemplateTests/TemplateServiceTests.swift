import TemplateInterface
import TemplateTesting
import Testing
@testable import Template

@Suite struct TemplateServiceTests {
    @Test func addingKeepsTrimmedTextInOrder() throws {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository())
        #expect(try service.add("  first  ") == TemplateItem(text: "first"))
        #expect(try service.add("second") == TemplateItem(text: "second"))
        #expect(try service.items() == [TemplateItem(text: "first"), TemplateItem(text: "second")])
    }

    @Test func blankTextIsRefusedAndNothingIsKept() throws {
        let service = DefaultTemplateService(repository: InMemoryTemplateRepository())
        #expect(throws: TemplateError.blankText) { try service.add(" \n ") }
        #expect(try service.items().isEmpty)
    }
}
